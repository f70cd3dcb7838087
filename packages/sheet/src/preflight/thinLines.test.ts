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

describe('checkThinLines on SVG artwork', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="50mm" height="20mm" viewBox="0 0 141.73 56.69"><style>.h{fill:none;stroke:#000;stroke-width:.1px}</style><rect width="50" height="40"/><line class="h" x1="0" y1="50" x2="140" y2="50"/></svg>`;
  const image = (mm: number): RenderItem => ({
    kind: 'image',
    x: 0,
    y: 0,
    width: (mm * 72) / 25.4,
    height: (mm * 0.4 * 72) / 25.4,
    asset: {
      src: '/media/logo.svg',
      width: 142,
      height: 57,
      mimeType: 'image/png',
      bytes: new Uint8Array([1]),
      print: { color: new Uint8Array([1]), vector: new TextEncoder().encode(svg) },
    },
  });

  it('names the hairline of an SVG placed at its own size', () => {
    expect(checkThinLines([image(50)])).toEqual([
      { check: 'thinLines', severity: 'warning', width: 0.1, count: 1, minimum: 0.25 },
    ]);
  });

  it('passes it when the artwork is placed five times larger', () => {
    expect(checkThinLines([image(250)])).toEqual([]);
  });
});
