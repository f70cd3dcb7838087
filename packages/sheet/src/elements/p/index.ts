import type { ElementDefinition } from '../definition.ts';
import { pDefaults } from './defaults.ts';
import { layoutText } from './layout.ts';
import { type PConfig, pConfigSchema } from './schema.ts';

/** Text element: one rich-text block. */
export const pElement: ElementDefinition<'p', PConfig> = {
  type: 'p',
  label: 'Text',
  configSchema: pConfigSchema,
  defaults: pDefaults,
  layout: layoutText,
  shrinksToFit: (element) => element.config.shrinkToFit === true,
  mapRichText: (config, fn) =>
    config.text === undefined ? config : { ...config, text: fn(config.text) },
};
