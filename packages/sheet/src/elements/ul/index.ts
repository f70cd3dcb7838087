import type { ElementDefinition } from '../definition.ts';
import { ulDefaults } from './defaults.ts';
import { layoutList } from './layout.ts';
import { type UlConfig, ulConfigSchema } from './schema.ts';

/** List element: bullet lines of inline rich text. */
export const ulElement: ElementDefinition<'ul', UlConfig> = {
  type: 'ul',
  label: 'List',
  configSchema: ulConfigSchema,
  defaults: ulDefaults,
  layout: layoutList,
  mapRichText: (config, fn) =>
    config.items === undefined ? config : { ...config, items: config.items.map(fn) },
};
