import { describe, expect, it } from 'vitest';
import { rawSheet, rawText } from '../testing/factories.ts';
import { ELEMENT_TYPES } from './elementTypes.ts';
import { SheetDataError } from './errors.ts';
import { parseSheetData, safeParseSheetData } from './parse.ts';

function messageOf(input: unknown): string {
  try {
    parseSheetData(input);
  } catch (error) {
    if (error instanceof SheetDataError) return error.message;
    throw error;
  }
  throw new Error('expected parseSheetData to fail');
}

function issuesOf(input: unknown) {
  const result = safeParseSheetData(input);
  if (result.success) throw new Error('expected failure');
  return result.issues.map((i) => `${i.path}: ${i.message}`);
}

describe('parseSheetData', () => {
  it('parses JSON text and applies defaults', () => {
    const data = parseSheetData(JSON.stringify(rawSheet()));
    expect(data.sticky).toBe(false);
    expect(data.elements[0]).toEqual({
      id: 1,
      type: 'p',
      config: {
        name: 'Headline',
        dealerEditable: false,
        text: 'Hello',
        style: {
          position: 'absolute',
          left: 10,
          top: 20,
          width: 100,
          height: 50,
          paddingTop: 0,
          paddingRight: 0,
          paddingBottom: 0,
          paddingLeft: 0,
          textAlign: 'left',
        },
      },
      variants: [],
    });
  });

  it('strips unknown keys instead of passing them through', () => {
    const data = parseSheetData(
      rawSheet({ junk: 1, elements: [rawText(1, 'A', { extra: true })] }),
    );
    expect(Object.keys(data)).not.toContain('junk');
    expect(Object.keys(data.elements[0] ?? {})).toEqual(['id', 'type', 'config', 'variants']);
  });

  it('names the path of a string width', () => {
    const elements = [rawText(1, 'A'), rawText(2, 'B'), rawText(3, 'C')];
    const third = elements[2] as { config: { style: Record<string, unknown> } };
    third.config.style.width = '100';
    expect(messageOf(rawSheet({ elements }))).toBe(
      'Invalid sheet data: elements[2].config.style.width: Expected a number, received a string',
    );
  });

  it('names a duplicate element id', () => {
    expect(issuesOf(rawSheet({ elements: [rawText(4, 'A'), rawText(4, 'B')] }))).toEqual([
      'elements[1].id: Duplicate element id 4 on this page',
    ]);
  });

  it('allows the same element id on different pages', () => {
    const page = { elements: [rawText(1, 'Other')], variant_groups: [], variants: [] };
    expect(parseSheetData(rawSheet({ additional_pages: [page] })).additional_pages).toHaveLength(1);
  });

  it('names an unknown element type', () => {
    const elements = [rawText(1, 'A'), { ...rawText(2, 'B'), type: 'video' }];
    expect(issuesOf(rawSheet({ elements }))).toEqual([
      `elements[1].type: Unknown type "video"; expected one of ${ELEMENT_TYPES.join(', ')}`,
    ]);
  });

  it('names a duplicate element name across pages', () => {
    const page = { elements: [rawText(1, 'Headline')], variant_groups: [], variants: [] };
    expect(issuesOf(rawSheet({ additional_pages: [page] }))).toEqual([
      'additional_pages[0].elements[0].config.name: Duplicate element name "Headline" (already used by elements[0])',
    ]);
  });

  it('checks variant groups, variant references and entry types', () => {
    const entry = { id: 1, variants: [1, 9], config: {}, layout: 'locked', type: 'img' };
    const issues = issuesOf(
      rawSheet({
        variant_groups: [{ id: 1, name: 'Size' }],
        variants: [
          { id: 1, name: 'S', details: '', group: 1 },
          { id: 2, name: 'M', details: '', group: 7 },
        ],
        elements: [rawText(1, 'A', { variants: [entry] })],
      }),
    );
    expect(issues).toEqual(['elements[0].variants[0].type: Expected "p", received "img"']);
    const fixed = { ...entry, type: 'p' };
    expect(
      issuesOf(
        rawSheet({
          variant_groups: [{ id: 1, name: 'Size' }],
          variants: [
            { id: 1, name: 'S', details: '', group: 1 },
            { id: 2, name: 'M', details: '', group: 7 },
          ],
          elements: [rawText(1, 'A', { variants: [fixed] })],
        }),
      ),
    ).toEqual([
      'variants[1].group: Variant group 7 does not exist on this page',
      'elements[0].variants[0].variants[1]: Variant 9 does not exist on this page',
    ]);
  });

  it('names enum, colour, range and missing-field problems', () => {
    const element = rawText(1, 'A');
    Object.assign(element.config.style, { textAlign: 'middle', color: 'red' });
    const tyreLabel = {
      id: 2,
      type: 'tyre_label',
      config: {
        name: 'Label',
        style: { left: 0, top: 0, width: 1, height: 1 },
        tyre: { tyreClass: 'C1', noiseDb: 120 },
      },
    };
    expect(issuesOf(rawSheet({ ci: '', elements: [element, tyreLabel] }))).toEqual([
      'ci: Must not be empty',
      'elements[0].config.style.color: Expected a colour like #rrggbb or cmyk(0, 81, 81, 30)',
      'elements[0].config.style.textAlign: Expected one of "left", "center", "right", "justify", received "middle"',
      'elements[1].config.tyre.supplier: Required: expected a string',
      'elements[1].config.tyre.typeIdentifier: Required: expected a string',
      'elements[1].config.tyre.sizeDesignation: Required: expected a string',
      'elements[1].config.tyre.fuelEfficiency: Expected one of "A", "B", "C", "D", "E", received nothing',
      'elements[1].config.tyre.wetGrip: Expected one of "A", "B", "C", "D", "E", received nothing',
      'elements[1].config.tyre.noiseClass: Expected one of "A", "B", "C", received nothing',
      'elements[1].config.tyre.noiseDb: Must be at most 90, received 120',
      'elements[1].config.tyre.snowGrip: Required: expected a boolean',
      'elements[1].config.tyre.iceGrip: Required: expected a boolean',
      'elements[1].config.tyre.eprelUrl: Required: expected a string',
    ]);
  });

  it('reports JSON syntax errors with a clear message', () => {
    const message = messageOf('{\n  "ci": "bmw",\n  "elements": [}\n}');
    expect(message).toBe('Sheet data is not valid JSON: Unexpected "}" at line 3, column 16');
  });

  it('refuses data newer than this engine', () => {
    expect(messageOf(rawSheet({ schemaVersion: 3 }))).toBe(
      'Invalid sheet data: schemaVersion: Version 3 is newer than this engine supports (2)',
    );
  });

  it('refuses a value that is not an object', () => {
    expect(messageOf('[1, 2]')).toBe('Invalid sheet data: Expected a JSON object');
  });

  it('returns a result object from safeParseSheetData', () => {
    const ok = safeParseSheetData(rawSheet());
    expect(ok.success && ok.data.ci).toBe('bmw');
    const bad = safeParseSheetData('nope');
    expect(bad.success).toBe(false);
    expect(!bad.success && bad.error).toBeInstanceOf(SheetDataError);
  });
});
