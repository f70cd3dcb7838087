import type {
  FontFace,
  FontFamilyAnswer,
  FontFamilyCollection,
  FontRevision,
  UploadedFontFace,
} from '@pms/contracts';
import type { FontKey } from '@pms/sheet';
import type { FontFamilyRow } from '../db/schema/index.ts';
import { brandFamilyId } from '../fonts/brandFaces.ts';
import { brandFaceUrls, type SignFace } from '../fonts/brandFonts.ts';
import type {
  FaceSummary,
  FontFamilyDetails,
  RevisionSummary,
} from '../fonts/fontFamilyQueries.ts';
import { hydraCollection, hydraItem, iri } from '../http/hydra.ts';
import { keptParameters, type Paging } from '../http/paging.ts';

/** A face as the API shows it: never its bytes, which are served under /fonts/. */
export function presentFace(row: FaceSummary): FontFace {
  return {
    face: row.face,
    fileName: row.fileName,
    byteSize: row.byteSize,
    fontName: row.fontName,
    fontStyle: row.fontStyle,
    /** The languages among the 11 whose letters the face lacks (set in Noto Sans there). */
    missingLanguages: row.missing.map((entry) => entry.language),
    missing: row.missing,
    checksum: row.checksum,
    created: row.created.toISOString(),
    /** Who uploaded it, when known. */
    uploadedBy: row.uploadedBy,
  };
}

function presentRevision(familyId: number, row: RevisionSummary): FontRevision {
  return {
    '@id': `${iri('font_families', familyId)}/revisions/${row.id}`,
    id: row.id,
    face: row.face,
    fileName: row.fileName,
    byteSize: row.byteSize,
    fontName: row.fontName,
    fontStyle: row.fontStyle,
    checksum: row.checksum,
    created: row.created.toISOString(),
    uploadedBy: row.uploadedBy,
    /** When it stopped being the face's file. */
    replaced: row.replaced.toISOString(),
  };
}

/** A brand font family with its faces, their signed URLs, its cis and earlier files. */
export function presentFontFamily(
  row: FontFamilyRow,
  faces: FaceSummary[],
  cis: string[],
  signFace: SignFace,
  revisions: RevisionSummary[] = [],
): FontFamilyAnswer {
  const order: FontKey[] = ['regular', 'bold', 'italic', 'boldItalic'];
  const sorted = [...faces].sort(
    (a, b) => order.indexOf(a.face as FontKey) - order.indexOf(b.face as FontKey),
  );
  return hydraItem('FontFamily', iri('font_families', row.id), {
    id: row.id,
    name: row.name,
    /** The engine's family id, e.g. brand-3: what glyph runs and /fonts/ URLs name. */
    fontFamily: brandFamilyId(row.id),
    faces: sorted.map(presentFace),
    /**
     * Where each face's file is served, signed for the reader; a missing face serves its
     * stand-in (see README).
     */
    faceUrls: brandFaceUrls(row.id, signFace),
    cis,
    /** Earlier files of its faces, newest first, restorable by POSTing to `<@id>/restore`. */
    revisions: revisions.map((revision) => presentRevision(row.id, revision)),
    version: row.version,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
  });
}

/** A page of font families, each with its details. */
export function presentFontFamilyCollection(
  rows: FontFamilyRow[],
  details: FontFamilyDetails,
  total: number,
  paging: Paging,
  signFace: SignFace,
): FontFamilyCollection {
  return hydraCollection(
    'font_families',
    rows.map((row) =>
      presentFontFamily(
        row,
        details.faces.get(row.id) ?? [],
        details.cis.get(row.id) ?? [],
        signFace,
        details.revisions.get(row.id),
      ),
    ),
    total,
    paging,
    keptParameters(paging),
  );
}

/** The face an upload stored, with the face the font's own weight and slant tell. */
export function presentUploadedFace(
  familyId: number,
  face: FaceSummary,
  detectedFace: string,
): UploadedFontFace {
  return {
    '@type': 'FontFace',
    family: `/api/font_families/${familyId}`,
    ...presentFace(face),
    detectedFace,
  };
}
