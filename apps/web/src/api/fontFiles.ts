import { OPEN_FAMILIES } from '@pms/sheet/browser';
import { storageKeys } from '../auth/authStore';
import { rawRequest } from './client';

const open = new Set<string>(OPEN_FAMILIES);

/**
 * Fetches a face's file (fontFileUrl). A brand family's faces are licensed typefaces the
 * server serves only to a logged-in user (or through a signed link), so the session's token
 * goes with them; the open families are public and need none. The token is read where the
 * session keeps it (authStore mirrors it to storage), since faces are fetched outside React.
 */
export function fetchFontFile(url: string, family: string): Promise<Response> {
  const token = open.has(family) ? null : window.localStorage.getItem(storageKeys.token);
  return rawRequest(url, { token });
}
