import { hyphenationReady, parseSheetData } from '@pms/sheet/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preparePage } from './preparePage';
import { sheetWithEveryType } from './testStore';

describe('preparePage and the texts’ languages (issue 44)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the hyphenation patterns of a language a text names, besides the sheet’s', async () => {
    // No faces are served: only the patterns matter here, and they are bundled chunks.
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 404 })));
    const data = sheetWithEveryType();
    const text = data.elements?.find((element) => element.id === 1)?.config as {
      language?: string;
    };
    text.language = 'hu';
    expect(hyphenationReady('hu')).toBe(false);
    await preparePage({
      data: parseSheetData(data),
      fontFamily: null,
      language: 'en',
      search: '',
      variantIds: [],
    });
    // Loading may outlast preparePage's own wait on a slow machine: it has started, and ends.
    await vi.waitFor(() => expect(hyphenationReady('hu')).toBe(true), { timeout: 20_000 });
    await vi.waitFor(() => expect(hyphenationReady('en')).toBe(true), { timeout: 20_000 });
    // A language no text is in is not fetched.
    expect(hyphenationReady('bg')).toBe(false);
  });
});
