import { type Element, elementNames, renameElement, SheetOperationError } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../../editorApi';
import { CommitTextField } from '../fields/CommitTextField';

/** Whether `name` may be given to `element`: non-empty and used by no other element. */
export function nameProblem(
  data: Parameters<typeof elementNames>[0],
  element: Element,
  name: string,
): 'empty' | 'duplicate' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (trimmed !== element.config.name && elementNames(data).has(trimmed)) return 'duplicate';
  return null;
}

/** The element's name, unique across the sheet (import, export and translations match by it). */
export function NameField({ element, disabled }: { element: Element; disabled?: boolean }) {
  const { t } = useTranslation();
  const { data, apply, pageIndex } = useEditor();
  return (
    <CommitTextField
      label={t('editorPanels.fields.name')}
      value={element.config.name}
      disabled={disabled}
      helperText={disabled ? t('editorPanels.variant.nameNotPerVariant') : undefined}
      onCommit={(name) => {
        const problem = nameProblem(data, element, name);
        if (problem === 'empty') return t('editorPanels.errors.nameEmpty');
        if (problem === 'duplicate')
          return t('editorPanels.errors.nameTaken', { name: name.trim() });
        try {
          renameElement(data, pageIndex, element.id, name);
        } catch (error) {
          if (error instanceof SheetOperationError) return t('editorPanels.errors.refused');
          throw error;
        }
        apply((d) => renameElement(d, pageIndex, element.id, name), t('editorPanels.undo.rename'));
        return null;
      }}
    />
  );
}
