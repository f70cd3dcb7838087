import {
  asItIs,
  type ElementDefinition,
  neverShrinks,
  noImageSources,
  noPreflight,
  noRichText,
  noTranslatableTexts,
} from '../definition.ts';
import { qrDefaults } from './defaults.ts';
import { layoutQr } from './layout.ts';
import { QR_CONTENT_MAX, type QrConfig, qrConfigSchema } from './schema.ts';

/** What a dealer's value or an import cell makes the code hold: its text, trimmed. */
function contentOf(value: string): string {
  return value.trim();
}

/** QR code element: a URL or text, typed, imported, or the dealer profile's field. */
export const qrElement: ElementDefinition<'qr', QrConfig> = {
  type: 'qr',
  label: 'QR code',
  configSchema: qrConfigSchema,
  defaults: qrDefaults,
  layout: layoutQr,
  preflight: noPreflight,
  shrinksToFit: neverShrinks,
  withoutShrinking: asItIs,
  // Its content is a URL or code text, not the sheet's rich text.
  mapRichText: noRichText,
  dealerContent: {
    field: 'text',
    apply: (element, text) => {
      const content = contentOf(text);
      if (content.length > QR_CONTENT_MAX) return null;
      return { ...element, config: { ...element.config, content } };
    },
  },
  fromCell: (_element, cell) => ({ patch: { content: contentOf(cell) } }),
  // A URL reads the same in every language; a regional copy changes it in the designer.
  translatableTexts: noTranslatableTexts,
  textsShareBox: 'flow',
  imageSources: noImageSources,
  fromDealerProfile: (element, profile) => {
    if (element.config.profileField === undefined) return element;
    const content = contentOf(profile[element.config.profileField]);
    if (content === '') return element;
    return { ...element, config: { ...element.config, content } };
  },
};
