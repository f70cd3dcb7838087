import { describe, expect, it } from 'vitest';
import { pathWithQuery } from './requestPath';

describe('pathWithQuery', () => {
  it('keeps the order of the parameters, writes names as they are and encodes values', () => {
    expect(
      pathWithQuery('/api/media_objects', { 'order[id]': 'desc', itemsPerPage: 100, tag: 'w/i' }),
    ).toBe('/api/media_objects?order[id]=desc&itemsPerPage=100&tag=w%2Fi');
  });

  it('leaves out undefined, null and empty parameters, and the ? when none is left', () => {
    expect(pathWithQuery('/api/dealer_logos', { hnr: '', page: undefined, tag: null })).toBe(
      '/api/dealer_logos',
    );
    expect(pathWithQuery('/api/dealer_logos', { hnr: '12 34', page: 0 })).toBe(
      '/api/dealer_logos?hnr=12%2034&page=0',
    );
  });

  it('refuses a value that is not text, a number or true/false', () => {
    expect(() => pathWithQuery('/api/media_objects', { tag: ['a'] })).toThrow(
      'The query parameter tag must be text, a number or true/false.',
    );
  });
});
