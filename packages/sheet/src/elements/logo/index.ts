import { type ElementDefinition, noRichText } from '../definition.ts';
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
  mapRichText: noRichText,
};
