import { typeTerms } from './contexts.ts';

/** The Link relation that points a Hydra client from any answer to the documentation. */
export const API_DOCUMENTATION_REL = 'http://www.w3.org/ns/hydra/core#apiDocumentation';
export const DOCUMENTATION_PATH = '/api/docs.jsonld';

/** The class each collection of the entrypoint holds. */
const COLLECTION_CLASSES: Record<string, string> = {
  sheets: 'Sheet',
  regionalSheets: 'RegionalSheet',
  categories: 'Category',
  mediaObjects: 'MediaObject',
  dealerLogos: 'DealerLogo',
  dealerProfiles: 'DealerProfile',
  exportRecords: 'ExportRecord',
  batchExports: 'BatchExport',
  dealerValues: 'DealerValues',
  users: 'User',
  printProfile: 'PrintProfile',
};

/** The class a reference field points to, where the API has one. */
const REFERENCE_CLASSES: Record<string, string> = {
  category: 'Category',
  parent: 'Category',
  children: 'Category',
  sheets: 'Sheet',
  sheet: 'Sheet',
  master: 'Sheet',
  regionalSheets: 'RegionalSheet',
  user: 'User',
};

const INTEGERS = new Set([
  'id',
  'version',
  'sheetVersion',
  'masterVersion',
  'latestMasterVersion',
  'baseVersion',
  'total',
  'done',
  'width',
  'height',
  'byteSize',
]);
const DATES = new Set(['created', 'modified', 'finished']);
const BOOLEANS = new Set(['sticky', 'masterChanged', 'passwordChangeRecommended']);

function rangeOf(field: string): string {
  if (INTEGERS.has(field)) return 'xmls:integer';
  if (DATES.has(field)) return 'xmls:dateTime';
  if (BOOLEANS.has(field)) return 'xmls:boolean';
  return 'xmls:string';
}

/** An operation of the OpenAPI document, as much as Hydra says of it. */
export interface DocumentedOperation {
  method: string;
  summary: string;
}

/** The operations on a path, from the OpenAPI document (swagger collects every route's). */
export type OperationsOf = (path: string) => DocumentedOperation[];

function operation(
  op: DocumentedOperation,
  returns: string,
  expects: string | null,
): Record<string, unknown> {
  return {
    '@type': 'hydra:Operation',
    'hydra:method': op.method,
    'hydra:title': op.summary,
    'rdfs:label': op.summary,
    ...(expects ? { expects } : {}),
    returns: op.method === 'DELETE' ? 'owl:Nothing' : returns,
  };
}

function supportedClass(name: string, operationsOf: OperationsOf, itemPath: string | null) {
  const terms = typeTerms(name);
  const property = (field: string, link: boolean) => ({
    '@type': 'hydra:SupportedProperty',
    'hydra:property': {
      '@id': `#${name}/${field}`,
      '@type': link ? 'hydra:Link' : 'rdf:Property',
      'rdfs:label': field,
      domain: `#${name}`,
      range: link ? `#${REFERENCE_CLASSES[field] ?? 'Resource'}` : rangeOf(field),
    },
    'hydra:title': field,
    'hydra:required': false,
    'hydra:readable': true,
    'hydra:writeable': !['id', 'created', 'modified'].includes(field),
  });
  return {
    '@id': `#${name}`,
    '@type': 'hydra:Class',
    'rdfs:label': name,
    'hydra:title': name,
    'hydra:supportedProperty': [
      ...(terms?.fields ?? []).map((field) => property(field, false)),
      ...(terms?.references ?? []).map((field) => property(field, true)),
    ],
    'hydra:supportedOperation': itemPath
      ? operationsOf(itemPath).map((op) =>
          operation(op, `#${name}`, ['PUT', 'PATCH'].includes(op.method) ? `#${name}` : null),
        )
      : [],
  };
}

/**
 * The Hydra API documentation (`/api/docs.jsonld`), as API Platform serves it: a class per
 * resource with its properties and operations, and the entrypoint's collections with the class
 * each holds, so a Hydra client (API Platform Admin's parser among them) discovers the API.
 */
export function hydraDocumentation(
  entrypoint: Record<string, unknown>,
  operationsOf: OperationsOf,
) {
  const collections = Object.entries(entrypoint).filter(
    // Only addresses are collections; `defaultCi` is a setting.
    ([key, value]) => !key.startsWith('@') && typeof value === 'string' && value.startsWith('/api'),
  ) as [string, string][];
  const classes = collections.map(([key, path]) => {
    const name = COLLECTION_CLASSES[key] ?? key;
    // A collection's items live below it; a single resource (the print profile) is its path.
    const isCollection = operationsOf(`${path}/{id}`).length > 0;
    return supportedClass(name, operationsOf, isCollection ? `${path}/{id}` : path);
  });
  const entrypointClass = {
    '@id': '#Entrypoint',
    '@type': 'hydra:Class',
    'hydra:title': 'The API entrypoint',
    'hydra:supportedProperty': collections.map(([key, path]) => {
      const name = COLLECTION_CLASSES[key] ?? key;
      return {
        '@type': 'hydra:SupportedProperty',
        'hydra:property': {
          '@id': `#Entrypoint/${key}`,
          '@type': 'hydra:Link',
          domain: '#Entrypoint',
          'rdfs:label': `The collection of ${name} resources`,
          'rdfs:range': [
            { '@id': 'hydra:Collection' },
            {
              'owl:equivalentClass': {
                'owl:onProperty': { '@id': 'hydra:member' },
                'owl:allValuesFrom': { '@id': `#${name}` },
              },
            },
          ],
          'hydra:supportedOperation': operationsOf(path).map((op) =>
            operation(
              op,
              op.method === 'GET' ? 'hydra:Collection' : `#${name}`,
              op.method === 'POST' ? `#${name}` : null,
            ),
          ),
        },
        'hydra:title': key,
        'hydra:readable': true,
        'hydra:writeable': false,
      };
    }),
    'hydra:supportedOperation': {
      '@type': 'hydra:Operation',
      'hydra:method': 'GET',
      'rdfs:label': 'The API entrypoint.',
      returns: '#Entrypoint',
    },
  };
  return {
    '@context': {
      '@vocab': `${DOCUMENTATION_PATH}#`,
      hydra: 'http://www.w3.org/ns/hydra/core#',
      rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
      rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
      xmls: 'http://www.w3.org/2001/XMLSchema#',
      owl: 'http://www.w3.org/2002/07/owl#',
      domain: { '@id': 'rdfs:domain', '@type': '@id' },
      range: { '@id': 'rdfs:range', '@type': '@id' },
      expects: { '@id': 'hydra:expects', '@type': '@id' },
      returns: { '@id': 'hydra:returns', '@type': '@id' },
    },
    '@id': DOCUMENTATION_PATH,
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': 'Print- and Mediaservice API',
    'hydra:entrypoint': '/api',
    'hydra:supportedClass': [entrypointClass, ...classes],
  };
}
