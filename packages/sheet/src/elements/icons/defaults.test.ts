import { describe, expect, it } from 'vitest';
import { iconsElement } from './index.ts';

describe('icons element defaults', () => {
  it('are four lines star, rsc, rdc, chains in a 200x120 box at left 200, top 100', () => {
    expect(iconsElement.defaults()).toEqual({
      name: 'Icons',
      dealerEditable: false,
      lines: [
        { feature: 'star', text: 'Star-marked tyre' },
        { feature: 'rsc', text: 'Run-flat tyre (RSC)' },
        { feature: 'rdc', text: 'Tyre pressure sensors (RDC)' },
        { feature: 'chains', text: 'Suitable for snow chains' },
      ],
      style: {
        position: 'absolute',
        paddingTop: 0,
        paddingRight: 0,
        paddingBottom: 0,
        paddingLeft: 0,
        textAlign: 'left',
        left: 200,
        top: 100,
        width: 200,
        height: 120,
      },
    });
  });

  it('validate against the schema unchanged', () => {
    const defaults = iconsElement.defaults();
    expect(iconsElement.configSchema.parse(defaults)).toEqual(defaults);
  });

  it('maps rich text over every line text', () => {
    const mapped = iconsElement.mapRichText(iconsElement.defaults(), () => 'x');
    expect(mapped.lines.map((line) => [line.feature, line.text])).toEqual([
      ['star', 'x'],
      ['rsc', 'x'],
      ['rdc', 'x'],
      ['chains', 'x'],
    ]);
  });
});
