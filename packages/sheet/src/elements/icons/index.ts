import type { ElementDefinition } from '../definition.ts';
import { iconsDefaults } from './defaults.ts';
import { layoutIcons } from './layout.ts';
import { type IconsConfig, iconsConfigSchema } from './schema.ts';

/** Icons element: wheel-feature pictograms, each with a line of text. */
export const iconsElement: ElementDefinition<'icons', IconsConfig> = {
  type: 'icons',
  label: 'Icons',
  configSchema: iconsConfigSchema,
  defaults: iconsDefaults,
  layout: layoutIcons,
  mapRichText: (config, fn) =>
    config.lines === undefined
      ? config
      : { ...config, lines: config.lines.map((line) => ({ ...line, text: fn(line.text) })) },
};
