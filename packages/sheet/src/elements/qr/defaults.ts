import { defaultStyle } from '../commonDefaults.ts';
import type { QrConfig } from './schema.ts';

/** A new QR code: 100 x 100 pt, empty until the designer gives it a URL or binds it to a field. */
export function qrDefaults(): QrConfig {
  return {
    name: 'QR code',
    dealerEditable: false,
    content: '',
    quietZone: 4,
    style: defaultStyle({ width: 100, height: 100 }),
  };
}
