import { describe, expect, it } from 'vitest';
import { headerWidth } from './headerWidth';

describe('overview header width', () => {
  it('keeps the designed width when the header fits it', () => {
    expect(headerWidth(150, 'Status', true)).toBe(150);
    expect(headerWidth(96, 'Sticky', false)).toBe(96);
  });

  it('widens a column so its longest word and sort arrow fit on one line', () => {
    // Hungarian and Greek broke these in the middle of the word at 116 px.
    expect(headerWidth(116, 'Módosítva', true)).toBeGreaterThan(116);
    expect(headerWidth(116, 'Τροποποιήθηκε', true)).toBeGreaterThanOrEqual(13 * 7.5 + 32 + 26);
    expect(headerWidth(96, 'Καρφιτσωμένο', false)).toBeGreaterThanOrEqual(12 * 7.5 + 32);
  });

  it('counts the longest word of a header of several, which wraps between them', () => {
    expect(headerWidth(0, 'Regionális másolatok', false)).toBe(headerWidth(0, 'Regionális', false));
  });
});
