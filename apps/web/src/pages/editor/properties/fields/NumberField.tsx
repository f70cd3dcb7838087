import { useTranslation } from 'react-i18next';
import type { EditResult } from '../editing';
import { CommitTextField } from './CommitTextField';

interface NumberFieldProps {
  label: string;
  value: number | undefined;
  onCommit(value: number): EditResult;
  /** Step of the browser's number spinner. */
  step?: number;
  disabled?: boolean;
  /** Shown while there is no single value (e.g. several elements differ). */
  placeholder?: string | undefined;
}

/** A number in points (or any unit), committed on blur or Enter. */
export function NumberField(props: NumberFieldProps) {
  const { label, value, onCommit, step = 1, disabled, placeholder } = props;
  const { t } = useTranslation();
  return (
    <CommitTextField
      label={label}
      type="number"
      disabled={disabled}
      placeholder={placeholder}
      value={value === undefined ? '' : String(round(value))}
      slotProps={{
        htmlInput: { step, inputMode: 'decimal' },
        // A placeholder ("Mixed") is only visible above an empty field with the label raised.
        inputLabel: placeholder === undefined ? {} : { shrink: true },
      }}
      onCommit={(text) => {
        const number = text.trim() === '' ? Number.NaN : Number(text);
        if (!Number.isFinite(number)) return t('editorPanels.errors.number');
        return onCommit(number);
      }}
    />
  );
}

/** Positions come from dragging as fractions; two decimals are plenty for points. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
