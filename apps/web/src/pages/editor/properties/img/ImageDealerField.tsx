import { useTranslation } from 'react-i18next';
import type { DealerFieldProps } from '../../elements/definition';
import { ImageSourceField } from '../common/ImageSourceField';

/** A dealer's image from the media library for an image element. */
export function ImageDealerField({ element, own, set }: DealerFieldProps<'img'>) {
  const { t } = useTranslation();
  return (
    <ImageSourceField
      label={t('editorPanels.image.label')}
      contentUrl={own?.src?.contentUrl ?? element.config.src?.contentUrl ?? null}
      onSelect={(contentUrl) => set({ src: { contentUrl } })}
    />
  );
}
