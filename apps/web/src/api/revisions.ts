import { SheetRevisionCollection } from '@pms/contracts';
import { apiRequest } from './client';
import { type SheetKind, sheetDocumentPath } from './sheetPaths';

/** One save of a sheet as its history lists it: who saved which version, when. */
export interface SheetRevisionSummary {
  version: number;
  /** The user name of who saved it; null when the user is gone. */
  createdBy: string | null;
  created: string;
}

/** A sheet's saves, newest first (`GET …/revisions`). */
export async function fetchSheetRevisions(
  kind: SheetKind,
  id: number,
  token: string | null,
): Promise<SheetRevisionSummary[]> {
  const answer = await apiRequest(
    `${sheetDocumentPath(kind, id)}/revisions`,
    SheetRevisionCollection,
    { token },
  );
  return answer['hydra:member'].map(({ version, createdBy, created }) => ({
    version,
    createdBy,
    created,
  }));
}
