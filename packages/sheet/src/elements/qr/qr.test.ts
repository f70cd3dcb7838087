import { describe, expect, it } from 'vitest';
import type { ElementOf } from '../../model/element.ts';
import { withoutAids } from '../../render/tree.ts';
import { dealerProfileSchema } from '../../variants/dealerProfileFields.ts';
import { qrMatrix } from '../tyre_label/qr.ts';
import { qrElement } from './index.ts';
import { layoutQr } from './layout.ts';
import { QR_CONTENT_MAX } from './schema.ts';

const URL = 'https://www.autohaus-example.de/angebote?haendler=4711';

function qr(config: Partial<ElementOf<'qr'>['config']> = {}): ElementOf<'qr'> {
  const defaults = qrElement.defaults();
  return {
    id: 1,
    type: 'qr',
    config: {
      ...defaults,
      content: URL,
      ...config,
      style: { ...defaults.style, left: 50, top: 60, width: 120, height: 100 },
    },
    variants: [],
  };
}

/** The extent of a path of `M x y H x V y H x Z` rectangles. */
function extent(d: string) {
  const xs = [...d.matchAll(/[MH](-?[\d.]+)/g)].map((m) => Number(m[1]));
  const ys = [...d.matchAll(/(?:M-?[\d.]+ |V)(-?[\d.]+)/g)].map((m) => Number(m[1]));
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
}

describe('QR code element', () => {
  it('draws the code as one vector path, centred in a square with its quiet zone', () => {
    const { items, placeholder } = layoutQr(qr(), {});
    expect(placeholder).toBeUndefined();
    expect(items).toHaveLength(1);
    const [path] = items;
    if (path?.kind !== 'path') throw new Error('expected a path');
    expect(path.fill).toBe('#000000');
    const size = qrMatrix(URL)?.size ?? 0;
    const module = 100 / (size + 8);
    // A 100 pt square centred in the 120 x 100 box: 10 pt in from its left.
    const { left, right, top, bottom } = extent(path.d);
    expect(left).toBeCloseTo(60 + 4 * module, 2);
    expect(top).toBeCloseTo(60 + 4 * module, 2);
    expect(right).toBeCloseTo(160 - 4 * module, 2);
    expect(bottom).toBeCloseTo(160 - 4 * module, 2);
  });

  it('takes the quiet zone it is given and the text colour', () => {
    const { items } = layoutQr(qr({ quietZone: 0 }), {});
    const path = items[0];
    if (path?.kind !== 'path') throw new Error('expected a path');
    expect(extent(path.d).left).toBeCloseTo(60, 2);
    const coloured = qr();
    coloured.config.style = {
      ...coloured.config.style,
      color: '#1c69d4',
      backgroundColor: '#ffffff',
    };
    const drawn = layoutQr(coloured, {}).items;
    expect(drawn.map((item) => item.kind)).toEqual(['rect', 'path']);
    expect(drawn[1]?.kind === 'path' && drawn[1].fill).toBe('#1c69d4');
  });

  it('shows only a designer aid while it has no content', () => {
    const empty = layoutQr(qr({ content: '' }), {});
    expect(empty.placeholder).toBe(true);
    expect(empty.items.length).toBeGreaterThan(0);
    expect(withoutAids(empty.items)).toEqual([]);
  });

  it('takes a dealer value, an import cell and the profile field it is bound to', () => {
    const element = qr({ profileField: 'website' });
    const dealer = qrElement.dealerContent;
    if (dealer?.field !== 'text') throw new Error('a QR code takes text from dealers');
    expect(dealer.apply(element, ' https://dealer.example ')?.config.content).toBe(
      'https://dealer.example',
    );
    expect(dealer.apply(element, 'x'.repeat(QR_CONTENT_MAX + 1))).toBeNull();
    expect(qrElement.fromCell(element, ' https://cell.example\n')).toEqual({
      patch: { content: 'https://cell.example' },
    });
    const profile = { ...dealerProfileSchema.parse({}), website: 'https://www.dealer-4711.de' };
    expect(qrElement.fromDealerProfile(element, profile).config.content).toBe(
      'https://www.dealer-4711.de',
    );
    // An empty profile field leaves the designer's own content.
    expect(qrElement.fromDealerProfile(element, dealerProfileSchema.parse({})).config.content).toBe(
      URL,
    );
  });
});
