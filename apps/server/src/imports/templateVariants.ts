import { deleteVariant, type Element, getPage, nextId, type SheetData } from '@pms/sheet';

type Page = ReturnType<typeof getPage>;

function withPage(data: SheetData, index: number, page: Page): SheetData {
  if (index === 0) return { ...data, ...page };
  return {
    ...data,
    additional_pages: data.additional_pages.map((p, i) =>
      i === index - 1 ? { ...p, ...page } : p,
    ),
  };
}

/**
 * The template's per-variant values (a tyre label's size, a price) of variant `from` copied to
 * the imported variant `to`: every element-variant entry naming `from` gains a twin naming `to`
 * in its place. An import replaces a group's variants with the file's rows, and deleting the
 * template's variants deletes their entries with them; without this copy a variant the file
 * names again lost every value the file has no column for (the tyre label has none).
 */
export function carryVariantValues(
  data: SheetData,
  pageIndex: number,
  from: number,
  to: number,
): SheetData {
  const page = getPage(data, pageIndex);
  const elements = page.elements.map((element) => {
    const twins = element.variants
      .filter((entry) => entry.variants.includes(from))
      .map((entry, i) => ({
        ...entry,
        id: nextId(element.variants) + i,
        variants: entry.variants.map((id) => (id === from ? to : id)),
      }));
    return twins.length === 0 ? element : { ...element, variants: [...element.variants, ...twins] };
  }) as Page['elements'];
  return withPage(data, pageIndex, { ...page, elements });
}

/** The names of the elements with values of their own for variant `id`. */
function elementsVaryingBy(elements: readonly Element[], id: number): string[] {
  return elements
    .filter((e) => e.variants.some((entry) => entry.variants.includes(id)))
    .map((e) => e.config.name);
}

const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

/**
 * Deletes the template's variants the file replaced (their values were carried to the
 * variants of the same name) and words what is lost with those the file no longer names.
 */
export function dropReplacedVariants(
  data: SheetData,
  replaced: ReadonlyMap<
    string,
    { page: number; group: number; old: number[]; carried: Set<number> }
  >,
  warnings: string[],
): SheetData {
  let next = data;
  for (const [groupName, { page, old, carried }] of replaced) {
    const before = getPage(next, page);
    const dropped = before.variants.filter((v) => old.includes(v.id) && !carried.has(v.id));
    const ids = dropped.map((v) => v.id);
    // In the page's order, as the designer's layer list shows them.
    const lost = before.elements
      .filter((e) => e.variants.some((entry) => entry.variants.some((id) => ids.includes(id))))
      .map((e) => e.config.name);
    const named = dropped.filter((v) => elementsVaryingBy(before.elements, v.id).length > 0);
    if (named.length > 0) {
      const values = lost.join(', ');
      warnings.push(
        named.length === 1
          ? `The template’s variant ${quoted(named.map((v) => v.name))} of "${groupName}" is not in the file; its own values (${values}) are not in the imported sheet.`
          : `The template’s variants ${quoted(named.map((v) => v.name))} of "${groupName}" are not in the file; their own values (${values}) are not in the imported sheet.`,
      );
    }
    for (const id of old) next = deleteVariant(next, page, id);
  }
  return next;
}
