import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../config/siteConfig';
import { ContactLines, ContentPage, ContentSection, ContentText } from '../content/ContentPage';

/** /support: general and technical support contacts (SPEC section 2). */
export function SupportPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t('pages.support')} intro={t('support.intro')}>
      <ContentSection title={t('support.generalTitle')}>
        <ContentText>{t('support.generalText')}</ContentText>
        <ContactLines email={siteConfig.supportEmail} phone={siteConfig.supportPhone} />
      </ContentSection>
      <ContentSection title={t('support.technicalTitle')}>
        <ContentText>{t('support.technicalText')}</ContentText>
        <ContactLines email={siteConfig.technicalEmail} phone={siteConfig.technicalPhone} />
      </ContentSection>
      <ContentSection title={t('support.passwordTitle')}>
        <ContentText>{t('support.passwordText')}</ContentText>
      </ContentSection>
      <ContentSection title={t('support.hintTitle')}>
        <ContentText>{t('support.hintText')}</ContentText>
      </ContentSection>
    </ContentPage>
  );
}
