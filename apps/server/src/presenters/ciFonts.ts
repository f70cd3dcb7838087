import type { CiFontAnswer, CiFontCollection } from '@pms/contracts';
import { brandFamilyId } from '../fonts/brandFaces.ts';
import { brandFaceUrls, type SignFace } from '../fonts/brandFonts.ts';
import type { CiFontAssignment } from '../fonts/ciFontAssignments.ts';
import { hydraItem, iri } from '../http/hydra.ts';

/** A ci's brand family (null: Noto Sans), with its faces' URLs signed for the reader. */
export function presentCiFont(
  ci: string,
  familyId: number | null,
  version: number | null,
  signFace: SignFace,
): CiFontAnswer {
  return hydraItem('CiFont', `/api/ci_fonts/${encodeURIComponent(ci)}`, {
    ci,
    family: familyId === null ? null : iri('font_families', familyId),
    /** The engine's family id the ci's sheets are set in; null: Noto Sans. */
    fontFamily: familyId === null ? null : brandFamilyId(familyId),
    /** Its faces' files, signed for the reader (brand faces load only so or with a login). */
    faceUrls: familyId === null ? null : brandFaceUrls(familyId, signFace),
    version,
  });
}

/** Every ci's assignment, unpaged: there are a few dozen brands at most. */
export function presentCiFontCollection(
  rows: CiFontAssignment[],
  signFace: SignFace,
): CiFontCollection {
  const members = rows.map((row) => presentCiFont(row.ci, row.familyId, row.version, signFace));
  return {
    '@context': '/api/contexts/CiFont',
    '@id': '/api/ci_fonts',
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': members.length,
  };
}
