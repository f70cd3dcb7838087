import { isSafeUrl } from '../../richtext/safeUrl.ts';
import { imageCell, imageSourcesOf } from '../content.ts';
import {
  asItIs,
  type ElementDefinition,
  neverShrinks,
  noDealerProfile,
  noPreflight,
  noRichText,
  noTranslatableTexts,
} from '../definition.ts';
import { imgDefaults } from './defaults.ts';
import { layoutImage } from './layout.ts';
import { type ImgConfig, imgConfigSchema } from './schema.ts';

/** Image element: a media-library image fitted into its box. */
export const imgElement: ElementDefinition<'img', ImgConfig> = {
  type: 'img',
  label: 'Image',
  configSchema: imgConfigSchema,
  defaults: imgDefaults,
  layout: layoutImage,
  preflight: noPreflight,
  shrinksToFit: neverShrinks,
  withoutShrinking: asItIs,
  mapRichText: noRichText,
  dealerContent: {
    field: 'src',
    apply: (element, { contentUrl }) =>
      isSafeUrl(contentUrl)
        ? { ...element, config: { ...element.config, src: { contentUrl } } }
        : null,
  },
  fromCell: (_element, cell) => imageCell(cell),
  translatableTexts: noTranslatableTexts,
  textsShareBox: 'flow',
  imageSources: imageSourcesOf,
  fromDealerProfile: noDealerProfile,
};
