/**
 * Minimal JSON-LD contexts for the types the API answers with (API Platform's shape): plain
 * fields map into the API's own vocabulary, references are marked as IRIs (`@type: @id`).
 */
export interface TypeTerms {
  fields: readonly string[];
  /** Fields whose values are IRIs of other resources. */
  references: readonly string[];
}

const VOCAB = '/api/docs.jsonld#';
const HYDRA = 'http://www.w3.org/ns/hydra/core#';

const SHEET_FIELDS = ['id', 'name', 'details', 'status', 'sticky', 'data', 'thumbnail'];
const RECORD_FIELDS = ['version', 'created', 'modified'];

const TYPES: Record<string, TypeTerms> = {
  Entrypoint: {
    fields: ['defaultCi'],
    references: [
      'sheets',
      'regionalSheets',
      'categories',
      'mediaObjects',
      'dealerLogos',
      'dealerProfiles',
      'exportRecords',
      'batchExports',
      'dealerValues',
      'users',
      'printProfile',
    ],
  },
  Sheet: {
    fields: [...SHEET_FIELDS, 'variants', 'variant_groups', ...RECORD_FIELDS],
    references: ['category', 'regionalSheets'],
  },
  RegionalSheet: {
    fields: [
      ...SHEET_FIELDS,
      'region',
      'masterVersion',
      'latestMasterVersion',
      'masterChanged',
      'translation',
      ...RECORD_FIELDS,
    ],
    references: ['master'],
  },
  MasterChanges: {
    fields: ['baseVersion', 'masterVersion', 'known', 'changes'],
    references: ['master'],
  },
  MasterUpdate: {
    fields: [
      'version',
      'baseVersion',
      'masterVersion',
      'data',
      'kept',
      'outdated',
      'untranslated',
      'removed',
    ],
    references: [],
  },
  DealerValues: {
    fields: ['values', 'selection', 'dropped', 'version', 'modified', 'sheetName', 'region'],
    references: ['sheet', 'user'],
  },
  BatchExport: {
    fields: [
      'id',
      'sheetName',
      'sheetVersion',
      'region',
      'format',
      'status',
      'total',
      'done',
      'error',
      'skipped',
      'created',
      'finished',
    ],
    references: ['sheet', 'user', 'file'],
  },
  ExportRecord: {
    fields: [
      'id',
      'sheetName',
      'sheetVersion',
      'format',
      'pdf',
      'page',
      'selection',
      'dealerValues',
      'created',
    ],
    references: ['sheet', 'user', 'file'],
  },
  DealerProfile: {
    fields: [
      'id',
      'hnr',
      'region',
      'name',
      'address',
      'phone',
      'email',
      'website',
      'openingHours',
      'version',
      'modified',
    ],
    references: [],
  },
  Category: {
    fields: ['id', 'name', ...RECORD_FIELDS],
    references: ['parent', 'children', 'sheets'],
  },
  MediaObject: {
    fields: [
      'id',
      'name',
      'contentUrl',
      'thumbnailUrl',
      'mimeType',
      'byteSize',
      'width',
      'height',
      'tags',
      'uploadedBy',
      'created',
    ],
    references: [],
  },
  DealerLogo: {
    fields: ['id', 'hnr', 'brand', 'contentUrl', 'width', 'height'],
    references: [],
  },
  User: {
    fields: ['id', 'username', 'roles', 'hnr', 'region', 'passwordChangeRecommended'],
    references: [],
  },
  FontFamily: {
    fields: ['id', 'name', 'fontFamily', 'faces', 'faceUrls', 'cis', ...RECORD_FIELDS],
    references: [],
  },
  FontFace: {
    fields: [
      'face',
      'fileName',
      'byteSize',
      'fontName',
      'fontStyle',
      'missingLanguages',
      'missing',
      'checksum',
      'created',
      'detectedFace',
    ],
    references: ['family'],
  },
  CiFont: {
    fields: ['ci', 'fontFamily', 'faceUrls', 'version'],
    references: ['family'],
  },
  FontChoice: {
    fields: ['name', 'fontFamily', 'faceUrls'],
    references: [],
  },
  PrintProfile: {
    fields: ['name', 'outputConditionIdentifier', 'screenGrid'],
    references: [],
  },
};

/** The terms of every type the API answers with, for its Hydra documentation. */
export function typeTerms(name: string): TypeTerms | null {
  return Object.hasOwn(TYPES, name) ? (TYPES[name] ?? null) : null;
}

/** The context document for a type, or null when the API has no such type. */
export function jsonLdContext(name: string): { '@context': Record<string, unknown> } | null {
  if (name === 'Error') {
    // Errors carry Hydra's own terms, and the same message under problem+json names.
    return {
      '@context': {
        '@vocab': VOCAB,
        hydra: HYDRA,
        title: 'hydra:title',
        detail: 'hydra:description',
        status: 'Error/status',
      },
    };
  }
  if (!Object.hasOwn(TYPES, name)) return null;
  const terms = TYPES[name];
  if (!terms) return null;
  const context: Record<string, unknown> = { '@vocab': VOCAB, hydra: HYDRA };
  for (const field of terms.fields) context[field] = `${name}/${field}`;
  for (const field of terms.references) {
    context[field] = { '@id': `${name}/${field}`, '@type': '@id' };
  }
  return { '@context': context };
}
