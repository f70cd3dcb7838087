import { RegionalCopy, RegionalSheetAnswer, SheetAnswer } from '@pms/contracts';
import { parseSheetData, type SheetData } from '@pms/sheet/browser';
import type { z } from 'zod';
import { apiRequest } from './client';
import { doneEarly, takeEarly } from './earlyRequests';
import { collectionOf, type SheetKind, sheetDocumentPath } from './sheetPaths';

export type { SheetKind } from './sheetPaths';

const regionalCopySchema = RegionalCopy.pick({ id: true, region: true });

const copy = RegionalSheetAnswer.shape;
/**
 * A whole sheet as `GET /api/sheets/{id}` or `/api/regional_sheets/{id}` answers it: the
 * master's answer, with the copy's own fields where it is a copy.
 */
const documentSchema = SheetAnswer.pick({
  '@id': true,
  id: true,
  name: true,
  /** JSON text (SPEC section 3). */
  data: true,
  version: true,
}).extend({
  details: copy.details.nullish(),
  status: copy.status.nullish(),
  /** IRI of the category; regional copies take the master's. */
  category: SheetAnswer.shape.category.nullish(),
  region: copy.region.nullish(),
  /** IRI of the master sheet, for a regional copy. */
  master: copy.master.nullish(),
  regionalSheets: regionalCopySchema.array().nullish(),
  /** A regional copy: the master version it was made or last updated from. */
  masterVersion: copy.masterVersion.nullish(),
  /** For those who keep copies: the master's version now, and whether it changed since. */
  latestMasterVersion: copy.latestMasterVersion.unwrap().nullish(),
  masterChanged: copy.masterChanged.unwrap().nullish(),
  translation: copy.translation.unwrap().nullish(),
});

/** How a regional copy stands to its master (admins and region admins are told). */
export interface MasterStanding {
  masterVersion: number;
  latestMasterVersion: number;
  masterChanged: boolean;
  translation: { translated: number; total: number };
}

/** The fields of a sheet that live beside its data; edited under "Settings". */
export interface SheetMeta {
  name: string;
  details: string;
  status: 'locked' | 'unlocked';
  /** Category IRI (`/api/categories/3`) or null when none is chosen yet. */
  category: string | null;
}

/** A loaded document: its meta fields, parsed data and the version a save must send. */
export interface SheetDocument {
  kind: SheetKind;
  id: number;
  iri: string;
  meta: SheetMeta;
  data: SheetData;
  version: number;
  region: string | null;
  masterIri: string | null;
  /** For a master: its regional copies by region. */
  regionalCopies: { id: number; region: string }[];
  /** For a regional copy its keeper sees: how it stands to its master; else null. */
  standing: MasterStanding | null;
}

function toDocument(kind: SheetKind, body: z.infer<typeof documentSchema>): SheetDocument {
  return {
    kind,
    id: body.id,
    iri: body['@id'],
    meta: {
      name: body.name,
      details: body.details ?? '',
      status: body.status === 'unlocked' ? 'unlocked' : 'locked',
      category: body.category ?? null,
    },
    data: parseSheetData(body.data),
    version: body.version,
    region: body.region ?? null,
    masterIri: body.master ?? null,
    regionalCopies: body.regionalSheets ?? [],
    standing:
      kind === 'regional' &&
      body.masterVersion != null &&
      body.latestMasterVersion != null &&
      body.masterChanged != null &&
      body.translation
        ? {
            masterVersion: body.masterVersion,
            latestMasterVersion: body.latestMasterVersion,
            masterChanged: body.masterChanged,
            translation: body.translation,
          }
        : null,
  };
}

/** A document as the server answered it to a write other than a save (e.g. "Update from master"). */
export function parseSheetDocument(kind: SheetKind, body: unknown): SheetDocument {
  return toDocument(kind, documentSchema.parse(body));
}

export const sheetDocumentKeys = {
  one: (kind: SheetKind, id: number) => ['sheetDocument', kind, id] as const,
};

/** Loads one master sheet or regional copy with its data. */
export async function fetchSheetDocument(
  kind: SheetKind,
  id: number,
  token: string | null,
  signal?: AbortSignal,
): Promise<SheetDocument> {
  const path = sheetDocumentPath(kind, id);
  const early = takeEarly(path);
  // A failed early request (a refused stored token) is asked again with the session's token.
  const fresh = async () =>
    toDocument(kind, await apiRequest(path, documentSchema, { token, signal }));
  if (!early) return fresh();
  const document = await early.then((answer) => earlyDocument(kind, answer), fresh);
  doneEarly(path);
  return document;
}

// An early answer is read twice when the designer is opened from a link: by the page's
// preparation (prepareOpened.ts) and by the document's query. It is parsed once.
const parsedEarly = new WeakMap<object, SheetDocument>();

/** The document an early GET answered, parsed on its first read. */
export function earlyDocument(kind: SheetKind, answer: unknown): SheetDocument {
  if (typeof answer !== 'object' || answer === null) return parseSheetDocument(kind, answer);
  let document = parsedEarly.get(answer);
  if (!document) {
    document = parseSheetDocument(kind, answer);
    parsedEarly.set(answer, document);
  }
  return document;
}

/** What a save sends; `id` null creates a new master sheet (POST), else PUT with the version. */
export interface SaveRequest {
  kind: SheetKind;
  id: number | null;
  version: number;
  meta: SheetMeta;
  data: SheetData;
}

/**
 * Saves a document (SPEC section 7): POST for a new master (201), PUT for an existing one
 * (200; 409 when someone saved in between). Regional copies keep their master's category.
 */
export async function saveSheetDocument(
  request: SaveRequest,
  token: string | null,
): Promise<SheetDocument> {
  const { kind, id, meta } = request;
  const body: Record<string, unknown> = {
    name: meta.name,
    details: meta.details,
    status: meta.status,
    data: JSON.stringify(request.data),
  };
  if (kind === 'sheet') body.category = meta.category;
  if (id === null) {
    const created = await apiRequest(collectionOf[kind], documentSchema, {
      method: 'POST',
      token,
      body: { ...body, id: null },
    });
    return toDocument(kind, created);
  }
  const saved = await apiRequest(`${collectionOf[kind]}/${id}`, documentSchema, {
    method: 'PUT',
    token,
    body: { ...body, id, version: request.version },
  });
  return toDocument(kind, saved);
}

/** Makes the regional copy of a master for a region (POST); the server starts it locked. */
export async function createRegionalCopy(
  masterIri: string,
  region: string,
  token: string | null,
): Promise<SheetDocument> {
  const created = await apiRequest(collectionOf.regional, documentSchema, {
    method: 'POST',
    token,
    body: { master: masterIri, region },
  });
  return toDocument('regional', created);
}
