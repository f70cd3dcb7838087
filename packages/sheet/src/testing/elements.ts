// Parsed elements for layout tests; not part of the public API.
import type { ElementOf } from '../model/element.ts';
import { elementSchemaUnion } from '../model/element.ts';

/** A text element at (left, top) = (100, 200), 200 x 100, with config overrides. */
export function textElement(config: Record<string, unknown> = {}): ElementOf<'p'> {
  const parsed = elementSchemaUnion.parse({
    id: 1,
    type: 'p',
    config: {
      name: 'Text',
      text: 'Hello',
      style: { left: 100, top: 200, width: 200, height: 100 },
      ...config,
    },
  });
  if (parsed.type !== 'p') throw new Error('expected a text element');
  return parsed;
}

/** A list element at (left, top) = (100, 200), 300 x 120, with config overrides. */
export function listElement(config: Record<string, unknown> = {}): ElementOf<'ul'> {
  const parsed = elementSchemaUnion.parse({
    id: 2,
    type: 'ul',
    config: {
      name: 'List',
      items: ['One'],
      style: { left: 100, top: 200, width: 300, height: 120 },
      ...config,
    },
  });
  if (parsed.type !== 'ul') throw new Error('expected a list element');
  return parsed;
}
