import { linesOfCell } from '../content.ts';
import {
  asItIs,
  type ElementDefinition,
  neverShrinks,
  noDealerProfile,
  noImageSources,
  noPreflight,
} from '../definition.ts';
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
  preflight: noPreflight,
  shrinksToFit: neverShrinks,
  withoutShrinking: asItIs,
  mapRichText: (config, fn) =>
    config.lines === undefined
      ? config
      : { ...config, lines: config.lines.map((line) => ({ ...line, text: fn(line.text) })) },
  // The pictograms come from the product data; a dealer cannot change them or their texts.
  dealerContent: null,
  // A cell gives the texts beside the icons; the pictograms stay.
  fromCell: (element, cell) => {
    const texts = linesOfCell(cell);
    const lines = element.config.lines;
    const patch = { lines: lines.map((line, i) => ({ ...line, text: texts[i] ?? line.text })) };
    if (texts.length <= lines.length) return { patch };
    const ignored = texts.length - lines.length;
    return { patch, notice: { kind: 'extraLines', lines: lines.length, ignored } };
  },
  translatableTexts: (config) =>
    Array.isArray(config.lines)
      ? config.lines.map((row, line) => ({
          line,
          text: row.text,
          set: (text) => (row.text = text),
        }))
      : [],
  textsShareBox: 'rows',
  imageSources: noImageSources,
  fromDealerProfile: noDealerProfile,
};
