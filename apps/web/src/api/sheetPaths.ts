import { prefixCodes } from '../i18n/languages';

/** Which family each ci's sheets are set in: the designer waits for it before its first layout. */
export const CI_FONTS = '/api/ci_fonts';

/** Which kind of document the designer edits: a master sheet or a regional copy. */
export type SheetKind = 'sheet' | 'regional';

export const collectionOf: Record<SheetKind, string> = {
  sheet: '/api/sheets',
  regional: '/api/regional_sheets',
};

/** The print profile the designer shows process colours with. */
export const PRINT_PROFILE = '/api/print_profile';

/** Where the API keeps the user's own dealer values for one document. */
export function dealerValuesPath(kind: SheetKind, id: number): string {
  return `${collectionOf[kind]}/${id}/dealer_values`;
}

/** Where the API answers one whole document. */
export function sheetDocumentPath(kind: SheetKind, id: number): string {
  return `${collectionOf[kind]}/${id}`;
}

const designerPath = new RegExp(`^/(?:(?:${prefixCodes.join('|')})/)?(edit|edit-region)/(\\d+)/?$`);

/** The document a designer address (`/edit/3`, `/de/edit-region/5`) opens; null for others. */
export function designerDocument(pathname: string): { kind: SheetKind; id: number } | null {
  const match = designerPath.exec(pathname);
  if (!match) return null;
  const id = Number(match[2]);
  return id > 0 ? { kind: match[1] === 'edit' ? 'sheet' : 'regional', id } : null;
}
