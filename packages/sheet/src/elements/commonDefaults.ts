import type { Style } from '../model/style.ts';

/**
 * Style of a new element: absolute at left 200, top 100 (SPEC section 3), no padding,
 * left-aligned; `overrides` holds each type's size and exceptions.
 */
export function defaultStyle(overrides: Partial<Style> & Pick<Style, 'width' | 'height'>): Style {
  return {
    position: 'absolute',
    left: 200,
    top: 100,
    paddingTop: 0,
    paddingRight: 0,
    paddingBottom: 0,
    paddingLeft: 0,
    textAlign: 'left',
    ...overrides,
  };
}
