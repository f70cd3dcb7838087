import { leadingMarks, profileRichText } from '../../richtext/profileText.ts';
import { sanitizeRichText } from '../../richtext/sanitize.ts';
import { richTextOfCell } from '../content.ts';
import { type ElementDefinition, noImageSources, noPreflight } from '../definition.ts';
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
  preflight: noPreflight,
  shrinksToFit: (element) => element.config.shrinkToFit === true,
  withoutShrinking: (element) => ({
    ...element,
    config: { ...element.config, shrinkToFit: false },
  }),
  mapRichText: (config, fn) =>
    config.text === undefined ? config : { ...config, text: fn(config.text) },
  dealerContent: {
    field: 'text',
    apply: (element, text) => ({
      ...element,
      config: { ...element.config, text: sanitizeRichText(text) },
    }),
  },
  fromCell: (_element, cell) => ({ patch: { text: richTextOfCell(cell) } }),
  translatableTexts: (config) =>
    typeof config.text === 'string'
      ? [{ line: undefined, text: config.text, set: (text) => (config.text = text) }]
      : [],
  textsShareBox: 'flow',
  imageSources: noImageSources,
  fromDealerProfile: (element, profile) => {
    if (element.config.profileField === undefined) return element;
    const value = profile[element.config.profileField].trim();
    if (value === '') return element;
    const text = profileRichText(value, leadingMarks(element.config.text));
    return { ...element, config: { ...element.config, text } };
  },
};
