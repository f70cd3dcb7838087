import { describe, expect, it } from 'vitest';
import { logoElement } from './index.ts';

describe('logo element defaults', () => {
  it('are 260x108 at left 50, top 679', () => {
    expect(logoElement.defaults()).toEqual({
      name: 'Logo',
      dealerEditable: false,
      src: null,
      style: {
        position: 'absolute',
        paddingTop: 0,
        paddingRight: 0,
        paddingBottom: 0,
        paddingLeft: 0,
        textAlign: 'left',
        left: 50,
        top: 679,
        width: 260,
        height: 108,
        backgroundSize: 'contain',
        backgroundPositionX: 'center',
        backgroundPositionY: 'center',
      },
    });
  });

  it('validate against the schema unchanged', () => {
    const defaults = logoElement.defaults();
    expect(logoElement.configSchema.parse(defaults)).toEqual(defaults);
  });
});
