import {
  type ConfigPatch,
  configSchemas,
  deepMerge,
  type Element,
  type ElementConfigMap,
  type ElementOf,
  type ElementType,
  type ElementVariant,
  getPage,
  replaceElementConfig,
  resolveElement,
  SheetOperationError,
  setElementVariantConfig,
  updateElementConfig,
} from '@pms/sheet/browser';
import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { type FieldIssue, issueMessage } from './validation';
import { changedPaths, combinationName, leafPaths, overridingEntry } from './variantOverrides';

/** Whether the panel writes the selected combination's variant entry instead of the base config. */
export const VariantEntryContext = createContext(false);

/** The variant ids of the current selection: the combination an entry is made for. */
export function useSelectedVariantIds(): number[] {
  const { selection } = useEditor();
  return Object.values(selection);
}

/**
 * What a panel shows for an element: what the canvas shows, the config resolved for the
 * selected variants, whether edits go to the combination's entry or to the base. Showing the
 * base while the canvas shows "17 inch"'s own tyre size had a designer correct a value that
 * was not the one on the page.
 */
export function useShownElement(element: Element): Element {
  // The variants only: a dealer's values over it (the designer's dealer view) are no config.
  return resolveElement(element, useSelectedVariantIds());
}

/**
 * Refuses a change of the base at `paths` that an entry applying to the shown combination
 * overrides, with a message naming it; null when the change will be seen.
 *
 * With "Edit for this combination" off an edit goes to the base, and most fields show the
 * base (no entry sets them) and change on the canvas at once. A field the shown combination
 * sets itself shows that value instead; an edit of the base there would be saved, yet neither
 * the field nor the canvas would change, which reads as an edit that failed. So it is refused
 * with the way to do either: the switch (change it for this combination) or another
 * combination (change the base). The panel's header line says the same before anyone types.
 */
function useOverrideGuard(element: Element) {
  const { t } = useTranslation();
  const { data, pageIndex } = useEditor();
  const variantIds = useSelectedVariantIds();
  const variants = getPage(data, pageIndex).variants;
  return useCallback(
    (paths: readonly string[]): EditResult => {
      const entry = overridingEntry(element, variantIds, paths);
      if (entry === null) return null;
      return t('editorPanels.variant.ownValue', {
        combination: combinationName(variants, entry.variants),
        switch: t('editorPanels.variant.switch'),
      });
    },
    [element, t, variantIds, variants],
  );
}

/** Where the config of `element` is invalid after `patch`, per the type's schema. */
export function patchIssue(element: Element, patch: object): FieldIssue | null {
  const merged = deepMerge<object>(element.config, patch);
  const result = configSchemas[element.type].safeParse(merged);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue === undefined) return null;
  return {
    code: issue.code,
    path: issue.path.join('.'),
    minimum: 'minimum' in issue ? Number(issue.minimum) : undefined,
    maximum: 'maximum' in issue ? Number(issue.maximum) : undefined,
  };
}

/** A patch of the fields all element types share. */
export type CommonPatch = ConfigPatch<
  Pick<Element['config'], 'dealerEditable' | 'dealerLabel' | 'url' | 'style'>
>;

/** Answer of an edit: null when applied, else a message for the field. */
export type EditResult = string | null;

/**
 * Edits of one element: each call is one `apply` (one undo step), written to the base config
 * or, with "Edit for this combination" on, to the variant entry of the current selection.
 * An invalid value is refused before `apply` with a translated message.
 */
export function useElementEdit<T extends ElementType>(element: ElementOf<T>) {
  const editor = useEditor();
  const { t } = useTranslation();
  const variantEntry = useContext(VariantEntryContext);
  const variantIds = useSelectedVariantIds();
  const { apply, pageIndex } = editor;
  const id = element.id;
  const shown = useShownElement(element);
  const overridden = useOverrideGuard(element);

  const run = useCallback(
    (change: (data: typeof editor.data) => typeof editor.data, label: string): EditResult => {
      try {
        change(editor.data);
      } catch (error) {
        if (error instanceof SheetOperationError) return t('editorPanels.errors.refused');
        throw error;
      }
      apply(change, label);
      return null;
    },
    [apply, editor.data, t],
  );

  const edit = useCallback(
    (patch: ConfigPatch<ElementConfigMap[T]>, label = t('editorPanels.undo.edit')): EditResult => {
      const issue = patchIssue(shown, patch);
      if (issue !== null) return issueMessage(t, issue);
      if (!variantEntry) {
        const refused = overridden(leafPaths(patch));
        if (refused !== null) return refused;
      }
      if (variantEntry) {
        const { name: _name, ...rest } = patch as { name?: string };
        // The entry patch is of this element's own type; the union cannot see through T.
        const entryPatch = rest as ElementVariant['config'];
        return run(
          (data) => setElementVariantConfig(data, pageIndex, id, variantIds, entryPatch),
          label,
        );
      }
      return run((data) => updateElementConfig(data, pageIndex, id, patch), label);
    },
    [id, overridden, pageIndex, run, shown, t, variantEntry, variantIds],
  );

  /** Replaces the base config (to clear optional fields); not available for variant entries. */
  const replace = useCallback(
    (
      update: (config: ElementConfigMap[T]) => ElementConfigMap[T],
      label = t('editorPanels.undo.edit'),
    ): EditResult => {
      if (variantEntry) return t('editorPanels.errors.notForVariant');
      const current = getPage(editor.data, pageIndex).elements.find((e) => e.id === id);
      if (current !== undefined) {
        const after = update(current.config as ElementConfigMap[T]);
        const refused = overridden(changedPaths(current.config, after));
        if (refused !== null) return refused;
      }
      return run((data) => {
        const current = getPage(data, pageIndex).elements.find((e) => e.id === id);
        if (current === undefined) return data;
        return replaceElementConfig(
          data,
          pageIndex,
          id,
          update(current.config as ElementConfigMap[T]),
        );
      }, label);
    },
    [editor.data, id, overridden, pageIndex, run, t, variantEntry],
  );

  /** Edits the fields every type shares (style, url, dealer flag and label). */
  const editCommon = useCallback(
    (patch: CommonPatch, label?: string): EditResult =>
      // Every type's config has these fields, so a common patch is a patch of each type.
      edit(patch as ConfigPatch<ElementConfigMap[T]>, label),
    [edit],
  );

  return { edit, editCommon, replace, variantEntry, shown: shown as ElementOf<T> };
}
