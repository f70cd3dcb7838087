import type { z } from 'zod';
import { getElementDefinition } from '../elements/registry.ts';
import type { Element, ElementConfigMap } from './element.ts';
import type { ElementType } from './elementTypes.ts';
import { toSheetDataIssues } from './errors.ts';
import {
  allPages,
  elementIndex,
  getPage,
  nextId,
  SheetOperationError,
  updatePage,
} from './pages.ts';
import { type ConfigPatch, deepMerge } from './patch.ts';
import type { Page, SheetData } from './sheet.ts';

export {
  addVariant,
  addVariantGroup,
  deleteVariant,
  deleteVariantGroup,
  moveVariant,
  moveVariantGroup,
  renameVariantGroup,
  setElementVariantConfig,
  setGroupsConnected,
  updateVariant,
} from './variantOperations.ts';

/** Every element name in use, on all pages. */
export function elementNames(data: SheetData): Set<string> {
  return new Set(allPages(data).flatMap((page) => page.elements.map((e) => e.config.name)));
}

/** `${stem} 1`, `${stem} 2`, ... : the first one not in `taken`. */
export function uniqueName(stem: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const candidate = `${stem} ${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Parses a config with its type's schema; a bad config is a refused operation. */
function validConfig<T extends ElementType>(type: T, config: unknown): ElementConfigMap[T] {
  const schema: z.ZodType<ElementConfigMap[T]> = getElementDefinition(type).configSchema;
  const result = schema.safeParse(config, { reportInput: true });
  if (result.success) return result.data;
  const issues = toSheetDataIssues(result.error.issues);
  const text = issues.map((i) => `config.${i.path}: ${i.message}`).join('; ');
  throw new SheetOperationError(`Invalid ${type} config: ${text}`);
}

function replaceElement(page: Page, index: number, element: Element): Page {
  const elements = page.elements.slice();
  elements[index] = element;
  return { ...page, elements };
}

/**
 * Appends a new element with the type's defaults, `overrides` merged over them. Its id is the
 * page's maximum + 1; its name is "Text 1", "Text 2"... or the override's name made unique.
 */
export function addElement<T extends ElementType>(
  data: SheetData,
  pageIndex: number,
  type: T,
  overrides?: ConfigPatch<ElementConfigMap[T]>,
): SheetData {
  const definition = getElementDefinition(type);
  const taken = elementNames(data);
  const requested: unknown = overrides?.name;
  const wanted = typeof requested === 'string' ? requested.trim() : undefined;
  const name =
    wanted === undefined || wanted === ''
      ? uniqueName(definition.label, taken)
      : taken.has(wanted)
        ? uniqueName(wanted, taken)
        : wanted;
  const config = validConfig(type, { ...deepMerge(definition.defaults(), overrides), name });
  return updatePage(data, pageIndex, (page) => {
    // The union cannot be narrowed by a generic `type`; config was validated for it above.
    const element = { id: nextId(page.elements), type, config, variants: [] } as Element;
    return { ...page, elements: [...page.elements, element] };
  });
}

/** Merges `patch` into an element's base config; a name already used elsewhere is refused. */
export function updateElementConfig(
  data: SheetData,
  pageIndex: number,
  elementId: number,
  patch: ConfigPatch<ElementConfigMap[ElementType]>,
): SheetData {
  const page = getPage(data, pageIndex);
  const index = elementIndex(page, elementId);
  const element = page.elements[index] as Element;
  const config = validConfig(element.type, deepMerge<object>(element.config, patch));
  if (config.name !== element.config.name && elementNames(data).has(config.name)) {
    throw new SheetOperationError(`An element named "${config.name}" already exists`);
  }
  return updatePage(data, pageIndex, (p) =>
    replaceElement(p, index, { ...element, config } as Element),
  );
}

/** Renames an element; the name must be non-empty and unused on every page. */
export function renameElement(
  data: SheetData,
  pageIndex: number,
  elementId: number,
  name: string,
): SheetData {
  if (name.trim() === '') throw new SheetOperationError('An element name must not be empty');
  return updateElementConfig(data, pageIndex, elementId, { name: name.trim() });
}

/** Removes an element from a page. */
export function removeElement(data: SheetData, pageIndex: number, elementId: number): SheetData {
  const index = elementIndex(getPage(data, pageIndex), elementId);
  return updatePage(data, pageIndex, (page) => ({
    ...page,
    elements: page.elements.filter((_, i) => i !== index),
  }));
}

/** Appends an empty additional page. */
export function addPage(data: SheetData): SheetData {
  return {
    ...data,
    additional_pages: [
      ...data.additional_pages,
      { elements: [], variant_groups: [], variants: [], connected_groups: [] },
    ],
  };
}

/** Deletes additional page `index`; page 0, the main page, cannot be deleted. */
export function deletePage(data: SheetData, index: number): SheetData {
  if (index === 0) throw new SheetOperationError('The main page (page 0) cannot be deleted');
  getPage(data, index);
  return { ...data, additional_pages: data.additional_pages.filter((_, i) => i !== index - 1) };
}

/**
 * Moves an element to `toIndex` in its page's painting order (0 is drawn first, the last one
 * on top); an index beyond either end is clamped.
 */
export function moveElement(
  data: SheetData,
  pageIndex: number,
  elementId: number,
  toIndex: number,
): SheetData {
  const page = getPage(data, pageIndex);
  const from = elementIndex(page, elementId);
  const to = Math.max(0, Math.min(page.elements.length - 1, Math.trunc(toIndex)));
  if (from === to) return data;
  return updatePage(data, pageIndex, (p) => {
    const elements = p.elements.slice();
    const [moved] = elements.splice(from, 1);
    elements.splice(to, 0, moved as Element);
    return { ...p, elements };
  });
}

/**
 * Replaces an element's whole base config, validated with its type's schema: unlike a patch,
 * this can clear optional fields (e.g. a colour back to the brand's default). Names stay unique.
 */
export function replaceElementConfig(
  data: SheetData,
  pageIndex: number,
  elementId: number,
  config: ElementConfigMap[ElementType],
): SheetData {
  const page = getPage(data, pageIndex);
  const index = elementIndex(page, elementId);
  const element = page.elements[index] as Element;
  const valid = validConfig(element.type, config);
  if (valid.name !== element.config.name && elementNames(data).has(valid.name)) {
    throw new SheetOperationError(`An element named "${valid.name}" already exists`);
  }
  return updatePage(data, pageIndex, (p) =>
    replaceElement(p, index, { ...element, config: valid } as Element),
  );
}

/** Removes an element's variant entry for exactly the combination `variantIds`, if it has one. */
export function removeElementVariantConfig(
  data: SheetData,
  pageIndex: number,
  elementId: number,
  variantIds: readonly number[],
): SheetData {
  const page = getPage(data, pageIndex);
  const index = elementIndex(page, elementId);
  const element = page.elements[index] as Element;
  const wanted = new Set(variantIds);
  const kept = element.variants.filter(
    (entry) =>
      !(
        new Set(entry.variants).size === wanted.size && entry.variants.every((id) => wanted.has(id))
      ),
  );
  if (kept.length === element.variants.length) return data;
  return updatePage(data, pageIndex, (p) =>
    replaceElement(p, index, { ...element, variants: kept } as Element),
  );
}

/**
 * Moves additional page `from` to position `to` among the additional pages (both 1 and up;
 * `to` is clamped). The main page (0) stays where it is: it holds the sheet's own variants.
 */
export function movePage(data: SheetData, from: number, to: number): SheetData {
  if (from === 0) throw new SheetOperationError('The main page (page 0) cannot be moved');
  getPage(data, from);
  const target = Math.max(1, Math.min(data.additional_pages.length, Math.trunc(to)));
  if (target === from) return data;
  const pages = data.additional_pages.slice();
  const [moved] = pages.splice(from - 1, 1);
  pages.splice(target - 1, 0, moved as Page);
  return { ...data, additional_pages: pages };
}
