import { describe, expect, it } from 'vitest';
import { ulElement } from './index.ts';

describe('list element defaults', () => {
  it('are 300x120 at left 200, top 100 with two example lines', () => {
    expect(ulElement.defaults()).toEqual({
      name: 'List',
      dealerEditable: false,
      items: ['First example line', 'Second example line'],
      listSize: 'm',
      style: {
        position: 'absolute',
        paddingTop: 0,
        paddingRight: 0,
        paddingBottom: 0,
        paddingLeft: 0,
        textAlign: 'left',
        left: 200,
        top: 100,
        width: 300,
        height: 120,
      },
    });
  });

  it('validate against the schema unchanged', () => {
    const defaults = ulElement.defaults();
    expect(ulElement.configSchema.parse(defaults)).toEqual(defaults);
  });

  it('maps rich text over every item', () => {
    expect(ulElement.mapRichText({ items: ['a', 'b'] }, (html) => html.toUpperCase())).toEqual({
      items: ['A', 'B'],
    });
  });
});
