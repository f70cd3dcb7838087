import type { Element, SheetData } from '@pms/sheet';
import { allPages } from '@pms/sheet';
import { elementNotFound, ImportError } from './messages.ts';
import { closestNames, didYouMean } from './suggest.ts';

/** Where an element of the template lives. */
export interface TemplateElement {
  page: number;
  element: Element;
}

/** What a column of the file fills. */
export type Column =
  | { kind: 'element'; index: number; name: string; field: 'content' | 'url' }
  | { kind: 'group' | 'variant' | 'details'; index: number };

/** Header spellings of the optional variant columns, after lowercasing and `_` for spaces. */
const META_HEADERS: Readonly<Record<string, 'group' | 'variant' | 'details'>> = {
  variant_group: 'group',
  group: 'group',
  variant_name: 'variant',
  variant: 'variant',
  variant_details: 'details',
  details: 'details',
};

const URL_SUFFIX = '.url';

/** Every element of the template by its unique `config.name`. */
export function templateElements(data: SheetData): Map<string, TemplateElement> {
  const byName = new Map<string, TemplateElement>();
  allPages(data).forEach((page, index) => {
    for (const element of page.elements) byName.set(element.config.name, { page: index, element });
  });
  return byName;
}

/** What a suggestion asks of the person importing. */
const COLUMN_RULE = 'A column’s header is the name of an element of the template, written exactly.';

/** The headers the template takes that `header` most likely meant. */
function closestColumns(header: string, elements: ReadonlyMap<string, TemplateElement>): string[] {
  const names = [...elements.keys()];
  if (header.toLowerCase().endsWith(URL_SUFFIX)) {
    return closestNames(
      header,
      names.map((name) => `${name}${URL_SUFFIX}`),
    );
  }
  return closestNames(header, [...names, ...VARIANT_HEADERS]);
}

/** The variant columns as the import guide and the sample files spell them. */
export const VARIANT_HEADERS = ['Variant group', 'Variant name', 'Variant details'] as const;

/**
 * What each header names: an element of the template (its content, or its link with `.url`),
 * or one of the variant columns. An element's name wins over a variant column's spelling; a
 * header that is neither cancels the import with SPEC's message. Empty headers are skipped.
 */
export function classifyColumns(
  headers: readonly string[],
  elements: ReadonlyMap<string, TemplateElement>,
): Column[] {
  const columns: Column[] = [];
  headers.forEach((raw, index) => {
    const header = raw.trim();
    if (header === '') return;
    if (elements.has(header)) {
      columns.push({ kind: 'element', index, name: header, field: 'content' });
      return;
    }
    const base = header.slice(0, -URL_SUFFIX.length);
    if (header.toLowerCase().endsWith(URL_SUFFIX) && elements.has(base)) {
      columns.push({ kind: 'element', index, name: base, field: 'url' });
      return;
    }
    const meta = META_HEADERS[header.toLowerCase().replace(/[\s-]+/g, '_')];
    if (meta) {
      columns.push({ kind: meta, index });
      return;
    }
    throw new ImportError(
      elementNotFound(header) + didYouMean(closestColumns(header, elements), COLUMN_RULE),
    );
  });
  return columns;
}
