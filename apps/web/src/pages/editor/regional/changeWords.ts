import type { TFunction } from 'i18next';
import type { MasterChange } from '../../../api/masterUpdate';

/** One change of the master in words: "Headline: moved", "Variants changed on page 2". */
export function changeWords(t: TFunction, change: MasterChange): string {
  if (change.kind === 'variants') {
    return t('editor.masterUpdate.kinds.variants', { page: change.page + 1 });
  }
  return t(`editor.masterUpdate.kinds.${change.kind}`, { name: change.element });
}
