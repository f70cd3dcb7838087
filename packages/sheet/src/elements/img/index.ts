import { type ElementDefinition, noRichText } from '../definition.ts';
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
  mapRichText: noRichText,
};
