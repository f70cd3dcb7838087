import { describe, expect, it } from 'vitest';
import { MEDIA_PAGE_SIZE, mediaListPath, noMediaFilters } from './mediaObjects';

describe('media list path', () => {
  it('asks for the newest first, a full page at a time, without empty filters', () => {
    expect(mediaListPath(noMediaFilters, 1)).toBe(
      `/api/media_objects?order[id]=desc&itemsPerPage=${MEDIA_PAGE_SIZE}&page=1`,
    );
  });

  it('sends the trimmed search, the type and the exact tag, encoded', () => {
    const path = mediaListPath(
      { search: '  snow & ice ', type: 'image/svg+xml', tag: 'w/inter' },
      3,
    );
    const url = new URL(path, 'http://localhost');
    expect(url.searchParams.get('search')).toBe('snow & ice');
    expect(url.searchParams.get('type')).toBe('image/svg+xml');
    expect(url.searchParams.get('tag')).toBe('w/inter');
    expect(url.searchParams.get('page')).toBe('3');
    expect(url.searchParams.get('order[id]')).toBe('desc');
  });
});
