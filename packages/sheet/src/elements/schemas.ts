import { iconsConfigSchema } from './icons/schema.ts';
import { imgConfigSchema } from './img/schema.ts';
import { logoConfigSchema } from './logo/schema.ts';
import { pConfigSchema } from './p/schema.ts';
import { qrConfigSchema } from './qr/schema.ts';
import { tyreLabelConfigSchema } from './tyre_label/schema.ts';
import { ulConfigSchema } from './ul/schema.ts';

/**
 * The config schema of each element type, in palette order: the one list the model derives
 * ELEMENT_TYPES, the config and patch schemas and the element union from. It holds schemas
 * only, because the model needs them while its modules load, before any layout code; the
 * registry (registry.ts) must then define each type listed here.
 */
export const elementConfigSchemas = {
  p: pConfigSchema,
  img: imgConfigSchema,
  logo: logoConfigSchema,
  ul: ulConfigSchema,
  icons: iconsConfigSchema,
  tyre_label: tyreLabelConfigSchema,
  qr: qrConfigSchema,
};
