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
import { logoDefaults } from './defaults.ts';
import { layoutLogo } from './layout.ts';
import { type LogoConfig, logoConfigSchema } from './schema.ts';

/** Logo element: the dealer's logo for the sheet's brand, or a fallback image. */
export const logoElement: ElementDefinition<'logo', LogoConfig> = {
  type: 'logo',
  label: 'Logo',
  configSchema: logoConfigSchema,
  defaults: logoDefaults,
  layout: layoutLogo,
  preflight: noPreflight,
  shrinksToFit: neverShrinks,
  withoutShrinking: asItIs,
  mapRichText: noRichText,
  // The dealer's logo comes from their account, not from a value typed into the sheet.
  dealerContent: null,
  fromCell: (_element, cell) => imageCell(cell),
  translatableTexts: noTranslatableTexts,
  textsShareBox: 'flow',
  imageSources: imageSourcesOf,
  fromDealerProfile: noDealerProfile,
};
