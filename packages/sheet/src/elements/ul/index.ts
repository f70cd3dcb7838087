import { sanitizeRichText } from '../../richtext/sanitize.ts';
import { linesOfCell } from '../content.ts';
import {
  asItIs,
  type ElementDefinition,
  neverShrinks,
  noDealerProfile,
  noImageSources,
  noPreflight,
} from '../definition.ts';
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
  preflight: noPreflight,
  shrinksToFit: neverShrinks,
  withoutShrinking: asItIs,
  mapRichText: (config, fn) =>
    config.items === undefined ? config : { ...config, items: config.items.map(fn) },
  dealerContent: {
    field: 'items',
    apply: (element, items) => ({
      ...element,
      config: { ...element.config, items: items.map(sanitizeRichText) },
    }),
  },
  fromCell: (_element, cell) => ({ patch: { items: linesOfCell(cell) } }),
  translatableTexts: (config) => {
    const items = config.items;
    if (!Array.isArray(items)) return [];
    return items.map((text, line) => ({ line, text, set: (next) => (items[line] = next) }));
  },
  textsShareBox: 'flow',
  imageSources: noImageSources,
  fromDealerProfile: noDealerProfile,
};
