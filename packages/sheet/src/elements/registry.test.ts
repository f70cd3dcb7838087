import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from '../model/elementTypes.ts';
import { elementRegistry, getElementDefinition } from './registry.ts';

describe('element registry', () => {
  it('defines every element type under its own key', () => {
    expect(Object.keys(elementRegistry)).toEqual([...ELEMENT_TYPES]);
    for (const type of ELEMENT_TYPES) expect(getElementDefinition(type).type).toBe(type);
  });

  it('labels the types for generated names, each its own word', () => {
    const labels = ELEMENT_TYPES.map((type) => elementRegistry[type].label);
    expect(labels.slice(0, 6)).toEqual(['Text', 'Image', 'Logo', 'List', 'Icons', 'Tyre label']);
    // A type added later names itself; two types with one stem would give "Text 1" twice.
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^[A-Z][A-Za-z ]+$/);
  });
});
