import { useMatches } from 'react-router';
import type { PageId } from './pageRoutes';

/** Data every page route carries, so the shell can tell which screen is showing. */
export interface RouteHandle {
  page: PageId;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/** The page named by the deepest route handle, from the outermost match to the innermost. */
export function pageOfHandles(handles: readonly unknown[]): PageId | null {
  const handle = handles.findLast(isRouteHandle);
  return handle ? handle.page : null;
}

/** The page being shown, e.g. for a subtitle per route. */
export function useCurrentPage(): PageId | null {
  return pageOfHandles(useMatches().map((match) => match.handle));
}
