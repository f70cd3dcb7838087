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

/** An image element at (left, top) = (10, 20), 100 x 100, with config overrides. */
export function imageElement(config: Record<string, unknown> = {}): ElementOf<'img'> {
  const parsed = elementSchemaUnion.parse({
    id: 3,
    type: 'img',
    config: {
      name: 'Image',
      src: { contentUrl: '/media/wide.jpg' },
      style: { left: 10, top: 20, width: 100, height: 100 },
      ...config,
    },
  });
  if (parsed.type !== 'img') throw new Error('expected an image element');
  return parsed;
}

/** A logo element at (left, top) = (50, 679), 260 x 108, without an image, with overrides. */
export function logoElement(config: Record<string, unknown> = {}): ElementOf<'logo'> {
  const parsed = elementSchemaUnion.parse({
    id: 4,
    type: 'logo',
    config: {
      name: 'Logo',
      src: null,
      style: { left: 50, top: 679, width: 260, height: 108 },
      ...config,
    },
  });
  if (parsed.type !== 'logo') throw new Error('expected a logo element');
  return parsed;
}

/** An icons element at (left, top) = (100, 200), 200 x 120, the four features, with overrides. */
export function iconsElement(config: Record<string, unknown> = {}): ElementOf<'icons'> {
  const parsed = elementSchemaUnion.parse({
    id: 5,
    type: 'icons',
    config: {
      name: 'Icons',
      lines: [
        { feature: 'star', text: 'Star' },
        { feature: 'rsc', text: 'Run-flat' },
        { feature: 'rdc', text: 'Sensors' },
        { feature: 'chains', text: 'Chains' },
      ],
      style: { left: 100, top: 200, width: 200, height: 120 },
      ...config,
    },
  });
  if (parsed.type !== 'icons') throw new Error('expected an icons element');
  return parsed;
}
