import { TextField, type TextFieldProps } from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import type { EditResult } from '../editing';

export interface CommitTextFieldProps
  extends Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error'> {
  value: string;
  /** Called once per finished edit (blur or Enter), never per keystroke: one undo step. */
  onCommit(value: string): EditResult;
}

/**
 * A text field that keeps a draft while typing and commits it on blur or Enter (Escape
 * restores the stored value), so an edit is one undo step. A refused value stays in the
 * field with the reason below it.
 */
export function CommitTextField({ value, onCommit, helperText, ...props }: CommitTextFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    if (draft === value) {
      setDraft(null);
      setError(null);
      return;
    }
    const refused = onCommit(draft);
    setError(refused);
    if (refused === null) setDraft(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !(props.multiline && event.shiftKey)) {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setDraft(null);
      setError(null);
    }
  };

  return (
    <TextField
      size="small"
      fullWidth
      {...props}
      value={draft ?? value}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      error={error !== null}
      helperText={error ?? helperText}
    />
  );
}
