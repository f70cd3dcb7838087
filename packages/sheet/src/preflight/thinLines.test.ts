import { describe, expect, it } from 'vitest';
import type { Line, RenderItem } from '../render/tree.ts';
import { checkThinLines } from './thinLines.ts';

const line = (width: number): Line => ({
  kind: 'line',
  x1: 0,
  y1: 0,
  x2: 10,
  y2: 0,
  width,
  color: '#000000',
});

describe('checkThinLines', () => {
  it('passes lines and strokes of 0.25 pt and more, and fills without a stroke', () => {
    const items: RenderItem[] = [
      line(0.25),
      { kind: 'path', d: 'M0 0L1 1', stroke: '#000000', strokeWidth: 1 },
      { kind: 'path', d: 'M0 0L1 1Z', fill: '#000000', strokeWidth: 0.1 },
    ];
    expect(checkThinLines(items)).toEqual([]);
  });

  it('reports the thinnest line and how many are too thin, inside clips too', () => {
    const items: RenderItem[] = [
      line(0.2),
      {
        kind: 'clip',
        x: 0,
        y: 0,
        width: 10,
        height: 10,
        items: [{ kind: 'path', d: 'M0 0L1 1', stroke: '#000000', strokeWidth: 0.1 }],
      },
    ];
    expect(checkThinLines(items)).toEqual([
      { check: 'thinLines', severity: 'warning', width: 0.1, count: 2, minimum: 0.25 },
    ]);
  });

  it('ignores designer aids', () => {
    expect(checkThinLines([{ ...line(0.1), aid: true }])).toEqual([]);
  });
});
