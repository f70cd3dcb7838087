import {
  addVariant,
  addVariantGroup,
  deleteVariant,
  deleteVariantGroup,
  moveVariant,
  moveVariantGroup,
  renameVariantGroup,
  type SheetData,
  setGroupsConnected,
  updateVariant,
} from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../shell/useToasts';
import { useEditor } from '../editorApi';

/** SPEC section 8's message per kind of failed change. */
type Failure = 'variantNotSaved' | 'groupNotSaved' | 'groupNotDeleted';

/**
 * The variant manager's changes, each one undo step through `apply`. A change the engine
 * refuses (a `SheetOperationError`, e.g. a group that an undo just removed) leaves the sheet
 * as it was and shows SPEC's failure toast; the check runs on the current data first, so the
 * refusal never happens inside the designer's state update.
 */
export function useVariantActions() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  const { data, pageIndex, apply } = useEditor();

  const run = (change: (sheet: SheetData) => SheetData, failure: Failure, label: string) => {
    try {
      change(data);
    } catch (error) {
      console.error(error);
      enqueueSnackbar(t(`variants.errors.${failure}`), { variant: 'error' });
      return false;
    }
    apply(change, label);
    return true;
  };

  return {
    addGroup: (name: string) =>
      run(
        (d) => addVariantGroup(d, pageIndex, name),
        'groupNotSaved',
        t('variants.manager.addGroup'),
      ),
    renameGroup: (groupId: number, name: string) =>
      run(
        (d) => renameVariantGroup(d, pageIndex, groupId, name),
        'groupNotSaved',
        t('variants.manager.renameGroup'),
      ),
    moveGroup: (groupId: number, toIndex: number) =>
      run(
        (d) => moveVariantGroup(d, pageIndex, groupId, toIndex),
        'groupNotSaved',
        t('variants.manager.moveGroup'),
      ),
    deleteGroup: (groupId: number) =>
      run(
        (d) => deleteVariantGroup(d, pageIndex, groupId),
        'groupNotDeleted',
        t('variants.manager.deleteGroup'),
      ),
    connectGroups: (groupId: number, otherId: number, connected: boolean) =>
      run(
        (d) => setGroupsConnected(d, pageIndex, groupId, otherId, connected),
        'groupNotSaved',
        t('variants.manager.connectedWith'),
      ),
    addVariant: (group: number, name: string, details: string) =>
      run(
        (d) => addVariant(d, pageIndex, { group, name, details }),
        'variantNotSaved',
        t('variants.manager.addVariant'),
      ),
    updateVariant: (variantId: number, name: string, details: string) =>
      run(
        (d) => updateVariant(d, pageIndex, variantId, { name, details }),
        'variantNotSaved',
        t('variants.manager.editVariant'),
      ),
    moveVariant: (variantId: number, toIndex: number) =>
      run(
        (d) => moveVariant(d, pageIndex, variantId, toIndex),
        'variantNotSaved',
        t('variants.manager.moveVariant'),
      ),
    deleteVariant: (variantId: number) =>
      run(
        (d) => deleteVariant(d, pageIndex, variantId),
        'variantNotSaved',
        t('variants.manager.deleteVariant'),
      ),
  };
}

export type VariantActions = ReturnType<typeof useVariantActions>;
