import type { ElementOf } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { ImagePlacementFields } from '../common/ImagePlacementFields';
import { ImageSourceField } from '../common/ImageSourceField';
import { Section } from '../common/Section';
import { useElementEdit } from '../editing';

/** An image element: the image from the media library, its position and cover or contain. */
export function ImageProperties({ element }: { element: ElementOf<'img'> }) {
  const { t } = useTranslation();
  const { edit, shown } = useElementEdit(element);
  return (
    <>
      <Section title={t('editorPanels.sections.image')}>
        <ImageSourceField
          label={t('editorPanels.image.label')}
          contentUrl={shown.config.src?.contentUrl ?? null}
          onSelect={(contentUrl) => edit({ src: { contentUrl } }, t('editorPanels.undo.image'))}
          onRemove={() => edit({ src: null }, t('editorPanels.undo.image'))}
        />
      </Section>
      <ImagePlacementFields element={element} />
    </>
  );
}
