import { configPatchSchemas, type Element, type ElementVariant } from './element.ts';
import { toSheetDataIssues } from './errors.ts';
import { elementIndex, getPage, nextId, SheetOperationError, updatePage } from './pages.ts';
import { mergePatches } from './patch.ts';
import type { Page, SheetData, Variant } from './sheet.ts';

function requireGroup(page: Page, groupId: number): void {
  if (!page.variant_groups.some((g) => g.id === groupId)) {
    throw new SheetOperationError(`Variant group ${groupId} does not exist on this page`);
  }
}

/** Removes the variants `ids` and every element-variant entry that uses one of them. */
function withoutVariants(page: Page, ids: ReadonlySet<number>): Page {
  return {
    ...page,
    variants: page.variants.filter((v) => !ids.has(v.id)),
    elements: page.elements.map((element) => {
      const kept = element.variants.filter((entry) => !entry.variants.some((id) => ids.has(id)));
      return kept.length === element.variants.length ? element : { ...element, variants: kept };
    }) as Page['elements'],
  };
}

/** Adds a variant group named `name`; its id is the page's maximum group id + 1. */
export function addVariantGroup(data: SheetData, pageIndex: number, name: string): SheetData {
  return updatePage(data, pageIndex, (page) => ({
    ...page,
    variant_groups: [...page.variant_groups, { id: nextId(page.variant_groups), name }],
  }));
}

/** Renames a variant group. */
export function renameVariantGroup(
  data: SheetData,
  pageIndex: number,
  groupId: number,
  name: string,
): SheetData {
  requireGroup(getPage(data, pageIndex), groupId);
  return updatePage(data, pageIndex, (page) => ({
    ...page,
    variant_groups: page.variant_groups.map((g) => (g.id === groupId ? { ...g, name } : g)),
  }));
}

/** Deletes a group with its variants, their element-variant entries and its connections. */
export function deleteVariantGroup(data: SheetData, pageIndex: number, groupId: number): SheetData {
  const page = getPage(data, pageIndex);
  requireGroup(page, groupId);
  const doomed = new Set(page.variants.filter((v) => v.group === groupId).map((v) => v.id));
  return updatePage(data, pageIndex, (p) => ({
    ...withoutVariants(p, doomed),
    variant_groups: p.variant_groups.filter((g) => g.id !== groupId),
    connected_groups: p.connected_groups
      .map((set) => set.filter((id) => id !== groupId))
      .filter((set) => set.length > 1),
  }));
}

/** Adds a variant to an existing group; its id is the page's maximum variant id + 1. */
export function addVariant(
  data: SheetData,
  pageIndex: number,
  variant: { name: string; details?: string; group: number },
): SheetData {
  requireGroup(getPage(data, pageIndex), variant.group);
  return updatePage(data, pageIndex, (page) => ({
    ...page,
    variants: [
      ...page.variants,
      {
        id: nextId(page.variants),
        name: variant.name,
        details: variant.details ?? '',
        group: variant.group,
      },
    ],
  }));
}

/** Changes a variant's name, details or group (the group must exist). */
export function updateVariant(
  data: SheetData,
  pageIndex: number,
  variantId: number,
  patch: Partial<Omit<Variant, 'id'>>,
): SheetData {
  const page = getPage(data, pageIndex);
  if (!page.variants.some((v) => v.id === variantId)) {
    throw new SheetOperationError(`Variant ${variantId} does not exist on this page`);
  }
  if (patch.group !== undefined) requireGroup(page, patch.group);
  return updatePage(data, pageIndex, (p) => ({
    ...p,
    variants: p.variants.map((v) => (v.id === variantId ? { ...v, ...patch, id: variantId } : v)),
  }));
}

/** Deletes a variant and every element-variant entry that uses it (SPEC section 4). */
export function deleteVariant(data: SheetData, pageIndex: number, variantId: number): SheetData {
  const page = getPage(data, pageIndex);
  if (!page.variants.some((v) => v.id === variantId)) {
    throw new SheetOperationError(`Variant ${variantId} does not exist on this page`);
  }
  return updatePage(data, pageIndex, (p) => withoutVariants(p, new Set([variantId])));
}

function sameCombination(a: readonly number[], b: ReadonlySet<number>): boolean {
  return new Set(a).size === b.size && a.every((id) => b.has(id));
}

/**
 * Sets overrides for exactly the combination `variantIds` (order does not matter): merges
 * `partialConfig` into the existing entry for it, or creates one.
 */
export function setElementVariantConfig(
  data: SheetData,
  pageIndex: number,
  elementId: number,
  variantIds: readonly number[],
  partialConfig: ElementVariant['config'],
): SheetData {
  const page = getPage(data, pageIndex);
  const index = elementIndex(page, elementId);
  const combination = new Set(variantIds);
  if (combination.size === 0) {
    throw new SheetOperationError(
      'A variant entry needs at least one variant; edit the base config instead',
    );
  }
  for (const id of combination) {
    if (!page.variants.some((v) => v.id === id)) {
      throw new SheetOperationError(`Variant ${id} does not exist on this page`);
    }
  }
  const element = page.elements[index] as Element;
  const existing = element.variants.find((entry) => sameCombination(entry.variants, combination));
  const merged = mergePatches(existing?.config ?? {}, partialConfig);
  const parsed = configPatchSchemas[element.type].safeParse(merged, { reportInput: true });
  if (!parsed.success) {
    const text = toSheetDataIssues(parsed.error.issues)
      .map((i) => `config.${i.path}: ${i.message}`)
      .join('; ');
    throw new SheetOperationError(`Invalid ${element.type} variant config: ${text}`);
  }
  const entry = {
    id: existing?.id ?? nextId(element.variants),
    variants: existing?.variants ?? [...combination],
    config: parsed.data,
    layout: 'locked' as const,
    type: element.type,
  };
  const variants = existing
    ? element.variants.map((e) => (e === existing ? entry : e))
    : [...element.variants, entry];
  // Entry and element share `type`, which the union cannot see through the spread.
  const updated = { ...element, variants } as Element;
  return updatePage(data, pageIndex, (p) => ({
    ...p,
    elements: p.elements.map((e, i) => (i === index ? updated : e)),
  }));
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1) as [T];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * Moves a variant to position `toIndex` among its group's variants (clamped). The order is
 * the default selection's fallback and pairs variants of connected groups by position.
 */
export function moveVariant(
  data: SheetData,
  pageIndex: number,
  variantId: number,
  toIndex: number,
): SheetData {
  const page = getPage(data, pageIndex);
  const variant = page.variants.find((v) => v.id === variantId);
  if (variant === undefined) {
    throw new SheetOperationError(`Variant ${variantId} does not exist on this page`);
  }
  const group = page.variants.filter((v) => v.group === variant.group);
  const order = moved(group, group.indexOf(variant), toIndex);
  // The group's variants keep the slots they had in the page's list, in their new order.
  let next = 0;
  return updatePage(data, pageIndex, (p) => ({
    ...p,
    variants: p.variants.map((v) => (v.group === variant.group ? (order[next++] as Variant) : v)),
  }));
}

/** Moves a variant group to position `toIndex` among the page's groups (clamped). */
export function moveVariantGroup(
  data: SheetData,
  pageIndex: number,
  groupId: number,
  toIndex: number,
): SheetData {
  const page = getPage(data, pageIndex);
  requireGroup(page, groupId);
  const from = page.variant_groups.findIndex((g) => g.id === groupId);
  return updatePage(data, pageIndex, (p) => ({
    ...p,
    variant_groups: moved(p.variant_groups, from, toIndex),
  }));
}

/**
 * Connects two groups of page `pageIndex` (their sets in the page's `connected_groups` merge)
 * or disconnects `groupId` from `otherId` (`groupId` leaves the set they share; sets of one
 * group are dropped). Other pages' groups with the same ids are not affected.
 */
export function setGroupsConnected(
  data: SheetData,
  pageIndex: number,
  groupId: number,
  otherId: number,
  connected: boolean,
): SheetData {
  if (groupId === otherId) throw new SheetOperationError('A group cannot connect to itself');
  const page = getPage(data, pageIndex);
  requireGroup(page, groupId);
  requireGroup(page, otherId);
  const sets = page.connected_groups;
  if (connected) {
    const joined = sets.filter((set) => set.includes(groupId) || set.includes(otherId));
    const union = [...new Set([groupId, otherId, ...joined.flat()])].sort((a, b) => a - b);
    return updatePage(data, pageIndex, (p) => ({
      ...p,
      connected_groups: [...sets.filter((set) => !joined.includes(set)), union],
    }));
  }
  return updatePage(data, pageIndex, (p) => ({
    ...p,
    connected_groups: sets
      .map((set) =>
        set.includes(groupId) && set.includes(otherId) ? set.filter((id) => id !== groupId) : set,
      )
      .filter((set) => set.length > 1),
  }));
}
