import { describe, expect, it } from 'vitest';
import { pElement } from './index.ts';

describe('text element defaults', () => {
  it('are "Example text", 200x80 at left 200, top 100', () => {
    expect(pElement.defaults()).toEqual({
      name: 'Text',
      dealerEditable: false,
      text: 'Example text',
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
        height: 80,
      },
    });
  });

  it('validate against the schema unchanged and are fresh each time', () => {
    const defaults = pElement.defaults();
    expect(pElement.configSchema.parse(defaults)).toEqual(defaults);
    expect(pElement.defaults()).not.toBe(defaults);
    expect(pElement.label).toBe('Text');
  });
});
