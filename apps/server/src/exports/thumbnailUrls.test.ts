import { timingSafeEqual } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createThumbnailUrls, type ThumbnailLink, thumbnailExpiry } from './thumbnailUrls.ts';

// Watched, not replaced: the test below checks that verification goes through it.
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
});

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const NOON = Date.parse('2026-03-10T12:00:00Z');

/** The link a signed URL names, read back the way the route reads it. */
function linkOf(url: string): ThumbnailLink {
  const match = /^\/api\/(sheets|regional_sheets)\/(\d+)\/thumbnail\.png\?(.*)$/.exec(url);
  if (!match) throw new Error(`not a thumbnail URL: ${url}`);
  const query = new URLSearchParams(match[3]);
  return {
    kind: match[1] === 'sheets' ? 'sheets' : 'regional_sheets',
    id: Number(match[2]),
    version: Number(query.get('v')),
    exp: Number(query.get('exp')),
    reader: Number(query.get('u')),
    tokenVersion: Number(query.get('t')),
    sig: query.get('sig') ?? '',
  };
}

describe('thumbnail URLs', () => {
  const urls = createThumbnailUrls(SECRET, () => NOON);
  const reader = { id: 7, tokenVersion: 2 };
  const link = linkOf(urls.sign('sheets', 12, 3, reader));

  it("signs kind, id, version, reader, the reader's token version and a day-aligned expiry", () => {
    expect(urls.sign('sheets', 12, 3, reader)).toMatch(
      /^\/api\/sheets\/12\/thumbnail\.png\?v=3&exp=1773273600&u=7&t=2&sig=[A-Za-z0-9_-]{43}$/,
    );
    expect(new Date(link.exp * 1000).toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(urls.verify(link)).toBe(true);
  });

  it('gives the same URL all day, valid for at least one more full day', () => {
    const morning = createThumbnailUrls(SECRET, () => Date.parse('2026-03-10T00:00:00Z'));
    const night = createThumbnailUrls(SECRET, () => Date.parse('2026-03-10T23:59:59.999Z'));
    expect(morning.sign('regional_sheets', 4, 1, reader)).toBe(
      night.sign('regional_sheets', 4, 1, reader),
    );
    for (const now of [Date.parse('2026-03-10T00:00:00Z'), Date.parse('2026-03-10T23:59:59Z')]) {
      expect(thumbnailExpiry(now) * 1000 - now).toBeGreaterThan(24 * 3_600_000);
      expect(thumbnailExpiry(now) * 1000 - now).toBeLessThanOrEqual(48 * 3_600_000);
    }
  });

  it('refuses a link with any signed part changed', () => {
    expect(urls.verify({ ...link, id: 13 })).toBe(false);
    expect(urls.verify({ ...link, kind: 'regional_sheets' })).toBe(false);
    expect(urls.verify({ ...link, version: 4 })).toBe(false);
    expect(urls.verify({ ...link, reader: 8 })).toBe(false);
    expect(urls.verify({ ...link, tokenVersion: 3 })).toBe(false);
    expect(urls.verify({ ...link, exp: link.exp + 86_400 })).toBe(false);
  });

  it('refuses a truncated, extended, garbled or empty signature', () => {
    const last = link.sig.at(-1) === 'A' ? 'B' : 'A';
    for (const sig of [
      link.sig.slice(0, -1),
      `${link.sig}A`,
      `${link.sig.slice(0, -1)}${last}`,
      `${link.sig.slice(0, -1)}é`,
      'not-a-signature',
      '',
    ]) {
      expect(urls.verify({ ...link, sig }), sig).toBe(false);
    }
  });

  it('refuses a signature made with another secret', () => {
    const other = createThumbnailUrls(`${SECRET}-other`, () => NOON);
    expect(other.verify(link)).toBe(false);
  });

  it('refuses a link once its exp has passed', () => {
    const later = createThumbnailUrls(SECRET, () => link.exp * 1000);
    expect(later.verify(link)).toBe(false);
    const justBefore = createThumbnailUrls(SECRET, () => link.exp * 1000 - 1);
    expect(justBefore.verify(link)).toBe(true);
  });

  it('compares signatures in constant time', () => {
    vi.mocked(timingSafeEqual).mockClear();
    expect(urls.verify(link)).toBe(true);
    expect(timingSafeEqual).toHaveBeenCalledOnce();
  });
});
