import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetOpenings,
  MAX_DOCUMENTS,
  type OpeningHints,
  rememberedOpening,
  rememberOpening,
} from './openingHints';

const hints: OpeningHints = {
  fonts: [
    { url: '/fonts/noto-sans-regular.ttf', token: false },
    { url: '/fonts/brand-3-bold.ttf', token: true },
  ],
  images: ['/media/ab12.jpg'],
};

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('what page 1 of a document read when last opened', () => {
  it('is remembered per document and forgotten at sign-out', () => {
    rememberOpening('/api/sheets/1', hints);
    rememberOpening('/api/regional_sheets/4', { fonts: [], images: ['/media/cd34.png'] });
    expect(rememberedOpening('/api/sheets/1')).toEqual(hints);
    expect(rememberedOpening('/api/regional_sheets/4')?.images).toEqual(['/media/cd34.png']);
    expect(rememberedOpening('/api/sheets/2')).toBeNull();
    forgetOpenings();
    expect(rememberedOpening('/api/sheets/1')).toBeNull();
  });

  it('keeps the documents opened most recently, at most MAX_DOCUMENTS', () => {
    vi.useFakeTimers();
    for (let id = 1; id <= MAX_DOCUMENTS + 2; id++) {
      vi.setSystemTime(1_000_000 + id);
      rememberOpening(`/api/sheets/${id}`, hints);
    }
    expect(rememberedOpening('/api/sheets/1')).toBeNull();
    expect(rememberedOpening('/api/sheets/2')).toBeNull();
    expect(rememberedOpening('/api/sheets/3')).toEqual(hints);
    expect(rememberedOpening(`/api/sheets/${MAX_DOCUMENTS + 2}`)).toEqual(hints);
  });

  it('is ignored when storage holds something else: damaged, or files of another site', () => {
    window.localStorage.setItem('pms-opening-hints', '{not json');
    expect(rememberedOpening('/api/sheets/1')).toBeNull();
    for (const url of [
      'https://elsewhere.example/fonts/a.ttf',
      '//elsewhere.example/fonts/a.ttf',
    ]) {
      const stored = { '/api/sheets/1': { fonts: [{ url, token: true }], images: [], at: 1 } };
      window.localStorage.setItem('pms-opening-hints', JSON.stringify(stored));
      // The token goes with brand faces: never to an address outside this site.
      expect(rememberedOpening('/api/sheets/1'), url).toBeNull();
    }
    // A damaged store is replaced by the next opening, not kept.
    rememberOpening('/api/sheets/2', hints);
    expect(rememberedOpening('/api/sheets/2')).toEqual(hints);
  });
});
