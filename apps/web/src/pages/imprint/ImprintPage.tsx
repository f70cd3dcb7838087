import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../config/siteConfig';
import { ContactLines, ContentPage, ContentSection, ContentText } from '../content/ContentPage';

/** /imprint: the operator of the portal, as the footer's imprint link promises. */
export function ImprintPage() {
  const { t } = useTranslation();
  const { imprint } = siteConfig;
  return (
    <ContentPage title={t('pages.imprint')}>
      <ContentSection title={t('imprint.providerTitle')}>
        <Typography sx={{ mb: 1 }}>
          <strong>{imprint.company}</strong>
          <br />
          {imprint.address}
        </Typography>
        <ContentText>
          {t('imprint.representedBy')}: {imprint.representative}
        </ContentText>
      </ContentSection>
      <ContentSection title={t('imprint.contactTitle')}>
        <ContactLines email={imprint.email} phone={imprint.phone} />
      </ContentSection>
      <ContentSection title={t('imprint.registerTitle')}>
        <ContentText>
          {t('imprint.register')}: {imprint.register}
        </ContentText>
        <ContentText>
          {t('imprint.vatId')}: {imprint.vatId}
        </ContentText>
      </ContentSection>
      <ContentSection title={t('imprint.liabilityTitle')}>
        <ContentText>{t('imprint.liabilityText')}</ContentText>
      </ContentSection>
    </ContentPage>
  );
}
