import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../config/siteConfig';
import { ContactLines, ContentPage, ContentSection, ContentText } from '../content/ContentPage';

/** /dataprivacy: what the portal stores about its users, and their rights. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const { imprint } = siteConfig;
  return (
    <ContentPage title={t('pages.dataPrivacy')} intro={t('privacy.intro')}>
      <ContentSection title={t('privacy.controllerTitle')}>
        <ContentText>{t('privacy.controllerText')}</ContentText>
        <Typography sx={{ mb: 1 }}>
          {imprint.company}
          <br />
          {imprint.address}
        </Typography>
        <ContactLines email={siteConfig.privacyEmail} />
      </ContentSection>
      <ContentSection title={t('privacy.accountTitle')}>
        <ContentText>{t('privacy.accountText')}</ContentText>
      </ContentSection>
      <ContentSection title={t('privacy.browserTitle')}>
        <ContentText>{t('privacy.browserText')}</ContentText>
      </ContentSection>
      <ContentSection title={t('privacy.documentsTitle')}>
        <ContentText>{t('privacy.documentsText')}</ContentText>
      </ContentSection>
      <ContentSection title={t('privacy.logsTitle')}>
        <ContentText>{t('privacy.logsText')}</ContentText>
      </ContentSection>
      <ContentSection title={t('privacy.rightsTitle')}>
        <ContentText>{t('privacy.rightsText')}</ContentText>
        <ContactLines email={siteConfig.privacyEmail} />
      </ContentSection>
    </ContentPage>
  );
}
