import { TextField } from '@mui/material';
import { type Element, renameElement } from '@pms/sheet/browser';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { nameProblem } from '../properties/common/NameField';

/** Inline renaming in the layer list: Enter or leaving saves, Escape cancels. */
export function RenameField({ element, onDone }: { element: Element; onDone(): void }) {
  const { t } = useTranslation();
  const { data, apply, pageIndex } = useEditor();
  const [name, setName] = useState(element.config.name);
  const [error, setError] = useState<string | null>(null);
  // Enter and Escape end the edit; a blur from the field going away must not save again.
  const finished = useRef(false);
  const finish = () => {
    finished.current = true;
    onDone();
  };

  const save = () => {
    if (finished.current) return;
    if (name.trim() === element.config.name) return finish();
    const problem = nameProblem(data, element, name);
    if (problem !== null) {
      setError(
        problem === 'empty'
          ? t('editorPanels.errors.nameEmpty')
          : t('editorPanels.errors.nameTaken', { name: name.trim() }),
      );
      return;
    }
    apply((d) => renameElement(d, pageIndex, element.id, name), t('editorPanels.undo.rename'));
    finish();
  };

  return (
    <TextField
      size="small"
      fullWidth
      autoFocus
      label={t('editorPanels.layers.rename', { name: element.config.name })}
      value={name}
      error={error !== null}
      helperText={error}
      onChange={(event) => {
        setName(event.target.value);
        setError(null);
      }}
      onBlur={() => (error === null ? save() : finish())}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
        if (event.key === 'Escape') finish();
      }}
      sx={{ my: 0.5 }}
    />
  );
}
