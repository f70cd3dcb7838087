import type { PageId } from '../routes/pageRoutes';
import { useCurrentPage } from '../routes/routeHandle';

/** Pages whose top bar carries a subtitle (SPEC section 2), as locale keys. */
const subtitles = {
  createSheet: 'pages.createSheet',
  users: 'pages.users',
} as const satisfies Partial<Record<PageId, `pages.${string}`>>;

export type SubtitleKey = (typeof subtitles)[keyof typeof subtitles];

/** The subtitle key of a page: "Create new Document" on create, "User Management" on users. */
export function subtitleKeyOf(page: PageId | null): SubtitleKey | null {
  if (page === 'createSheet' || page === 'users') return subtitles[page];
  return null;
}

/** The subtitle of the page being shown. */
export function useSubtitleKey(): SubtitleKey | null {
  return subtitleKeyOf(useCurrentPage());
}
