import { describe, expect, it } from 'vitest';
import { type ElementOf, elementSchemaUnion } from '../../model/element.ts';
import { tyreLabelDefaults } from './defaults.ts';
import { MIN_LABEL_HEIGHT, MIN_LABEL_WIDTH, preflightTyreLabel } from './preflight.ts';

function label(style: Record<string, number>): ElementOf<'tyre_label'> {
  const config = tyreLabelDefaults();
  const parsed = elementSchemaUnion.parse({
    id: 7,
    type: 'tyre_label',
    config: { ...config, style: { ...config.style, ...style } },
  });
  if (parsed.type !== 'tyre_label') throw new Error('expected a tyre label');
  return parsed;
}

describe('preflightTyreLabel', () => {
  it('knows the regulation’s 75 x 110 mm in points', () => {
    expect(MIN_LABEL_WIDTH).toBeCloseTo(212.6, 1);
    expect(MIN_LABEL_HEIGHT).toBeCloseTo(311.8, 1);
  });

  it('passes the default label and a larger one', () => {
    expect(preflightTyreLabel(label({}))).toEqual([]);
    expect(preflightTyreLabel(label({ width: 300, height: 440 }))).toEqual([]);
  });

  it('reports a label printed smaller than 75 x 110 mm, with both sizes', () => {
    expect(preflightTyreLabel(label({ width: 150, height: 220 }))).toEqual([
      {
        check: 'tyreLabelSize',
        severity: 'error',
        width: 150,
        height: 219.7,
        minWidth: 212.6,
        minHeight: 311.8,
      },
    ]);
  });

  it('counts the printed label, not the box: a wide but low box prints a small label', () => {
    // The label keeps its proportions: 400 x 200 pt prints it 136.5 pt wide.
    expect(preflightTyreLabel(label({ width: 400, height: 200 }))[0]).toMatchObject({
      width: 136.5,
      height: 200,
    });
    // Padding shrinks the content box the label is fitted into.
    expect(preflightTyreLabel(label({ paddingLeft: 10 }))).toHaveLength(1);
  });
});
