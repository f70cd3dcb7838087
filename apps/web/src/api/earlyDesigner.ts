import type { AuthStore } from '../auth/authStore';
import { isAdmin, userRegion } from '../auth/roles';
import type { User } from '../auth/session';
import { prefetchShapeRecords } from '../storage/shapeStore';
import { startEarly, takeEarly } from './earlyRequests';
import {
  CI_FONTS,
  dealerValuesPath,
  PRINT_PROFILE,
  type SheetKind,
  sheetDocumentPath,
} from './sheetPaths';

/**
 * The regional copy a user is sent to instead of the master they opened (SPEC section 6):
 * everyone but admins works on their region's copy. Undefined when they stay.
 */
export function copyFor<C extends { region: string }>(
  kind: SheetKind,
  copies: readonly C[] | null | undefined,
  user: User | null,
): C | undefined {
  if (kind !== 'sheet' || isAdmin(user)) return undefined;
  const region = userRegion(user);
  return copies?.find((copy) => copy.region === region);
}

function regionalCopies(body: unknown): { region: string }[] {
  if (typeof body !== 'object' || body === null || !('regionalSheets' in body)) return [];
  const copies = body.regionalSheets;
  return Array.isArray(copies)
    ? copies.filter((copy): copy is { region: string } => typeof copy?.region === 'string')
    : [];
}

/**
 * The designer opened from a link: what its first layout reads starts beside the login check,
 * not when the code that reads it has loaded and rendered. The sheet, the brands' families and
 * the print profile (whose colours the layout draws with) at once; the user's dealer values
 * (the designer restores their choice of variants with them, and shows them to dealers) once
 * the login check and the sheet tell that the user stays on this document, as everyone who
 * opens an existing sheet loads them. The shaping results this browser kept (see
 * pages/editor/canvas/shapeCache.ts) are read meanwhile, ready when the first font arrives.
 */
export function startDesignerEarly(
  opened: { kind: SheetKind; id: number },
  token: string,
  session: Promise<boolean>,
  store: AuthStore,
): void {
  const sheetPath = sheetDocumentPath(opened.kind, opened.id);
  startEarly(sheetPath, token);
  startEarly(CI_FONTS, token);
  startEarly(PRINT_PROFILE, token);
  prefetchShapeRecords();
  const sheet = takeEarly(sheetPath);
  if (!sheet) return;
  Promise.all([session, sheet])
    .then(([valid, body]) => {
      const { user, token: current } = store.getState();
      if (!valid || !current || copyFor(opened.kind, regionalCopies(body), user)) return;
      startEarly(dealerValuesPath(opened.kind, opened.id), current);
    })
    .catch(() => undefined);
}
