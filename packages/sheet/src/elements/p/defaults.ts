import { defaultStyle } from '../commonDefaults.ts';
import type { PConfig } from './schema.ts';

/** A new text element: "Example text", 200x80. */
export function pDefaults(): PConfig {
  return {
    name: 'Text',
    dealerEditable: false,
    text: 'Example text',
    style: defaultStyle({ width: 200, height: 80 }),
  };
}
