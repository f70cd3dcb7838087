import {
  type SheetData,
  type Style,
  setElementVariantConfig,
  updateElementConfig,
} from '@pms/sheet/browser';
import type { EditorApi } from '../editorApi';

/**
 * Writes a box change of an element where the panel would write it: into its variant entry for
 * the current selection while "Edit for this combination" is on (and the page has variants),
 * else into its base config.
 */
export function writeStyle(
  editor: Pick<EditorApi, 'variantEntry' | 'selection' | 'pageIndex'>,
  data: SheetData,
  elementId: number,
  style: Partial<Pick<Style, 'left' | 'top' | 'width' | 'height'>>,
): SheetData {
  const variantIds = Object.values(editor.selection);
  if (editor.variantEntry && variantIds.length > 0) {
    return setElementVariantConfig(data, editor.pageIndex, elementId, variantIds, { style });
  }
  return updateElementConfig(data, editor.pageIndex, elementId, { style });
}
