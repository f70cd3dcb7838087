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
  SheetOperationError,
  setElementVariantConfig,
  updateElementConfig,
} from '@pms/sheet/browser';
import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { type FieldIssue, issueMessage } from './validation';

/** Whether the panel writes the selected combination's variant entry instead of the base config. */
export const VariantEntryContext = createContext(false);

/** The variant ids of the current selection: the combination an entry is made for. */
export function useSelectedVariantIds(): number[] {
  const { selection } = useEditor();
  return Object.values(selection);
}

/** What a panel shows for an element: the resolved config while editing a variant entry. */
export function useShownElement(element: Element): Element {
  const { resolvedElements } = useEditor();
  const variantEntry = useContext(VariantEntryContext);
  if (!variantEntry) return element;
  return resolvedElements.find((e) => e.id === element.id) ?? element;
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
export type CommonPatch = ConfigPatch<Pick<Element['config'], 'dealerEditable' | 'url' | 'style'>>;

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
    [id, pageIndex, run, shown, t, variantEntry, variantIds],
  );

  /** Replaces the base config (to clear optional fields); not available for variant entries. */
  const replace = useCallback(
    (
      update: (config: ElementConfigMap[T]) => ElementConfigMap[T],
      label = t('editorPanels.undo.edit'),
    ): EditResult => {
      if (variantEntry) return t('editorPanels.errors.notForVariant');
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
    [id, pageIndex, run, t, variantEntry],
  );

  /** Edits the fields every type shares (style, url, dealer flag). */
  const editCommon = useCallback(
    (patch: CommonPatch, label?: string): EditResult =>
      // Every type's config has these fields, so a common patch is a patch of each type.
      edit(patch as ConfigPatch<ElementConfigMap[T]>, label),
    [edit],
  );

  return { edit, editCommon, replace, variantEntry, shown: shown as ElementOf<T> };
}
