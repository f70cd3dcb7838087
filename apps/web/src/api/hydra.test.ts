import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '../test/fetchMock';
import { streamPages } from './hydra';

const item = z.object({ id: z.number() });
const path = '/api/things?order[id]=desc';

afterEach(() => vi.unstubAllGlobals());

/** A fetch whose answers wait until the test releases them, page by page. */
function heldFetch(pages: Record<number, number[]>, lastPage: number) {
  const release = new Map<number, () => void>();
  const requested: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const page = Number(url.searchParams.get('page') ?? 1);
      requested.push(page);
      if (page > 1) await new Promise<void>((resolve) => release.set(page, resolve));
      return jsonResponse({
        'hydra:member': (pages[page] ?? []).map((id) => ({ id })),
        'hydra:totalItems': Object.values(pages).flat().length,
        'hydra:view': { 'hydra:last': `/api/things?order%5Bid%5D=desc&page=${lastPage}` },
      });
    }),
  );
  return { release: (page: number) => release.get(page)?.(), requested };
}

describe('streamPages', () => {
  it('hands out the first page before the others are in, then each page as it arrives', async () => {
    const fetches = heldFetch({ 1: [6, 5], 2: [4, 3], 3: [2, 1] }, 3);
    const progress: [number, number][] = [];
    const stream = streamPages(path, item, {}, (count, total) => progress.push([count, total]));

    const first = await stream.next();
    expect(first.value).toEqual({ page: 1, members: [{ id: 6 }, { id: 5 }] });
    expect(progress).toEqual([[2, 6]]);

    // The remaining pages are requested together; page 3 answers first and comes first.
    const next = stream.next();
    await vi.waitFor(() => expect(fetches.requested).toEqual([1, 2, 3]));
    fetches.release(3);
    expect((await next).value).toEqual({ page: 3, members: [{ id: 2 }, { id: 1 }] });
    fetches.release(2);
    expect((await stream.next()).value).toEqual({ page: 2, members: [{ id: 4 }, { id: 3 }] });
    expect((await stream.next()).done).toBe(true);
    expect(progress).toEqual([
      [2, 6],
      [2, 6],
      [2, 6],
    ]);
  });

  it('ends with the error of a page that fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('page=2')
          ? jsonResponse({ message: 'Error loading data.' }, 500)
          : jsonResponse({
              'hydra:member': [{ id: 3 }],
              'hydra:totalItems': 2,
              'hydra:view': { 'hydra:last': '/api/things?page=2' },
            }),
      ),
    );
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const { members } of streamPages(path, item)) {
          seen.push(...members.map((member) => member.id));
        }
      })(),
    ).rejects.toThrow('Error loading data.');
    expect(seen).toEqual([3]);
  });
});
