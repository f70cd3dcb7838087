import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFontFile } from './fontFiles';

describe('fetchFontFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("sends the session's token for a brand face, which the server serves only to users", async () => {
    window.localStorage.setItem('token', 'the-token');
    const fetched = vi.fn(async (_url: string, _init?: RequestInit) => new Response('ttf'));
    vi.stubGlobal('fetch', fetched);
    await fetchFontFile('/fonts/brand-3-bold.ttf', 'brand-3');
    await fetchFontFile('/fonts/noto-sans-regular.ttf', 'noto-sans');
    expect(fetched.mock.calls[0]?.[1]).toEqual({ headers: { Authorization: 'Bearer the-token' } });
    // The open families are public: no token goes with them.
    expect(fetched.mock.calls[1]?.[1]).toBeUndefined();
  });

  it('asks without a token when there is no session (the server then answers 401)', async () => {
    const fetched = vi.fn(async (_url: string, _init?: RequestInit) => new Response('ttf'));
    vi.stubGlobal('fetch', fetched);
    await fetchFontFile('/fonts/brand-3-regular.ttf', 'brand-3');
    expect(fetched.mock.calls[0]?.[1]).toBeUndefined();
  });
});
