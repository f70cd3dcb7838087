import { Typography } from '@mui/material';
import type { ElementOf } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { ImagePlacementFields } from '../common/ImagePlacementFields';
import { ImageSourceField } from '../common/ImageSourceField';
import { Section } from '../common/Section';
import { useElementEdit } from '../editing';

/** A logo: the dealer's logo for the sheet's brand is drawn; the image here is the fallback. */
export function LogoProperties({ element }: { element: ElementOf<'logo'> }) {
  const { t } = useTranslation();
  const { edit, shown } = useElementEdit(element);
  return (
    <>
      <Section title={t('editorPanels.sections.logo')}>
        <Typography variant="body2" color="text.secondary">
          {t('editorPanels.logo.hint')}
        </Typography>
        <ImageSourceField
          label={t('editorPanels.logo.fallback')}
          contentUrl={shown.config.src?.contentUrl ?? null}
          onSelect={(contentUrl) => edit({ src: { contentUrl } }, t('editorPanels.undo.image'))}
          onRemove={() => edit({ src: null }, t('editorPanels.undo.image'))}
        />
      </Section>
      <ImagePlacementFields element={element} />
    </>
  );
}
