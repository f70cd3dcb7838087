import { getElementDefinition } from '../elements/registry.ts';
import type { Element } from '../model/element.ts';
import type { Page, SheetData } from '../model/sheet.ts';
import { isSafeUrl } from './safeUrl.ts';
import { sanitizeRichText } from './sanitize.ts';

interface LinkFields {
  url?: string | undefined;
  src?: { contentUrl: string } | null | undefined;
}

/** Drops a `url` or image `src` with a scheme such as `javascript:`. */
function withSafeLinks<C extends LinkFields>(config: C): C {
  let result = config;
  if (typeof result.url === 'string' && !isSafeUrl(result.url)) {
    const { url: _dropped, ...rest } = result;
    result = rest as C;
  }
  if (result.src && !isSafeUrl(result.src.contentUrl)) result = { ...result, src: null };
  return result;
}

function sanitizeElement(element: Element): Element {
  // The registry's per-type signature cannot be tied to the union member here; each type's
  // mapRichText only touches its own rich-text fields and returns the same shape.
  const mapRichText = getElementDefinition(element.type).mapRichText as (
    config: LinkFields,
    fn: (html: string) => string,
  ) => LinkFields;
  const clean = (config: LinkFields) => withSafeLinks(mapRichText(config, sanitizeRichText));
  return {
    ...element,
    config: clean(element.config),
    variants: element.variants.map((entry) => ({ ...entry, config: clean(entry.config) })),
  } as Element;
}

function sanitizePage<P extends Page>(page: P): P {
  return { ...page, elements: page.elements.map(sanitizeElement) };
}

/**
 * Sanitizes every rich-text field (text, list items, icon lines) on every page and in every
 * element-variant entry, and drops unsafe link and image URLs. The server runs it on save.
 */
export function sanitizeSheetData(data: SheetData): SheetData {
  return {
    ...sanitizePage(data),
    additional_pages: data.additional_pages.map(sanitizePage),
  };
}
