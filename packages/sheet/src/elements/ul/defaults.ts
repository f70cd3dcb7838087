import { defaultStyle } from '../commonDefaults.ts';
import type { UlConfig } from './schema.ts';

/** A new list element: 300x120 with two example lines, medium size. */
export function ulDefaults(): UlConfig {
  return {
    name: 'List',
    dealerEditable: false,
    items: ['First example line', 'Second example line'],
    listSize: 'm',
    style: defaultStyle({ width: 300, height: 120 }),
  };
}
