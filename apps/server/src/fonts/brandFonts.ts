import type { FontKey } from '@pms/sheet';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ciFonts, fontFamilies, fontFiles } from '../db/schema/index.ts';
import type { LinkReader } from '../exports/thumbnailUrls.ts';
import { type BrandFont, brandFamilyId, completeFaces } from './brandFaces.ts';

/** A family's files as read at one version, with the substitutes for faces it lacks. */
export interface LoadedFamily {
  version: number;
  font: BrandFont;
  /** The checksum of the file each face is drawn with: its served copy's ETag. */
  checksums: Record<FontKey, string>;
}

/** Each process keeps the families it drew with, by id; a newer version replaces its entry. */
const loaded = new Map<number, Promise<LoadedFamily | null>>();
const versions = new Map<number, number>();

async function readFamily(app: FastifyInstance, familyId: number): Promise<LoadedFamily | null> {
  // Version and bytes in one statement: the key never names bytes of another version.
  const rows = await app.db
    .select({
      version: fontFamilies.version,
      face: fontFiles.face,
      bytes: fontFiles.bytes,
      checksum: fontFiles.checksum,
    })
    .from(fontFamilies)
    .innerJoin(fontFiles, eq(fontFiles.familyId, fontFamilies.id))
    .where(eq(fontFamilies.id, familyId));
  const first = rows[0];
  if (!first) return null;
  const byFace = Object.fromEntries(rows.map((row) => [row.face, row]));
  const faces = completeFaces(byFace as Partial<Record<FontKey, (typeof rows)[number]>>);
  if (!faces) return null;
  const family = brandFamilyId(familyId);
  return {
    version: first.version,
    font: {
      family,
      key: `${family}@${first.version}`,
      source: {
        regular: faces.regular.bytes,
        bold: faces.bold.bytes,
        italic: faces.italic.bytes,
        boldItalic: faces.boldItalic.bytes,
      },
    },
    checksums: {
      regular: faces.regular.checksum,
      bold: faces.bold.checksum,
      italic: faces.italic.checksum,
      boldItalic: faces.boldItalic.checksum,
    },
  };
}

/**
 * The family `familyId` at `version` (read now when unknown), from this process's cache when
 * it holds that version. Null for a family that is gone or has no face yet.
 */
export async function loadFamily(
  app: FastifyInstance,
  familyId: number,
  version: number,
): Promise<LoadedFamily | null> {
  const cached = loaded.get(familyId);
  if (cached && versions.get(familyId) === version) return cached;
  const reading = readFamily(app, familyId);
  loaded.set(familyId, reading);
  versions.set(familyId, version);
  reading.then(
    (family) => {
      // A family read at a later version than asked is kept under the version it has.
      if (family && family.version !== version) versions.set(familyId, family.version);
    },
    () => {
      loaded.delete(familyId);
      versions.delete(familyId);
    },
  );
  return reading;
}

/** The current version of a family, or null when it does not exist. */
export async function familyVersion(
  app: FastifyInstance,
  familyId: number,
): Promise<number | null> {
  const [row] = await app.db
    .select({ version: fontFamilies.version })
    .from(fontFamilies)
    .where(eq(fontFamilies.id, familyId));
  return row?.version ?? null;
}

/**
 * The brand family a ci's sheets are set in, with its bytes, or null for a ci without one (or
 * whose family has no face yet): its sheets stay in Noto Sans. One small query per call; the
 * bytes are read once per family version and process.
 */
export async function brandFontFor(app: FastifyInstance, ci: string): Promise<BrandFont | null> {
  const [assigned] = await app.db
    .select({ familyId: fontFamilies.id, version: fontFamilies.version })
    .from(ciFonts)
    .innerJoin(fontFamilies, eq(fontFamilies.id, ciFonts.familyId))
    .where(eq(ciFonts.ci, ci));
  if (!assigned) return null;
  return (await loadFamily(app, assigned.familyId, assigned.version))?.font ?? null;
}

/** A face's URL signed for the reader of one answer (ThumbnailUrls.signFace bound to them). */
export type SignFace = (familyId: number, face: FontKey) => string;

export function faceSignerFor(app: FastifyInstance, reader: LinkReader): SignFace {
  return (familyId, face) => app.thumbnailUrls.signFace(familyId, face, reader);
}

/**
 * The URL of each face of a brand family, as the designer fetches them: signed for the reader,
 * since brand faces load only with a login or such a link (brandFontFiles.ts).
 */
export function brandFaceUrls(familyId: number, signFace: SignFace): Record<FontKey, string> {
  return {
    regular: signFace(familyId, 'regular'),
    bold: signFace(familyId, 'bold'),
    italic: signFace(familyId, 'italic'),
    boldItalic: signFace(familyId, 'boldItalic'),
  };
}
