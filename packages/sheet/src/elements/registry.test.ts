import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from '../model/elementTypes.ts';
import { elementRegistry, getElementDefinition } from './registry.ts';

describe('element registry', () => {
  it('defines every element type under its own key', () => {
    expect(Object.keys(elementRegistry)).toEqual([...ELEMENT_TYPES]);
    for (const type of ELEMENT_TYPES) expect(getElementDefinition(type).type).toBe(type);
  });

  it('labels the types for generated names', () => {
    expect(ELEMENT_TYPES.map((type) => elementRegistry[type].label)).toEqual([
      'Text',
      'Image',
      'Logo',
      'List',
      'Icons',
      'Tyre label',
    ]);
  });
});
