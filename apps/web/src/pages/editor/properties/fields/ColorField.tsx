import ClearIcon from '@mui/icons-material/Close';
import { Box, IconButton, InputAdornment, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EditResult } from '../editing';
import { useDebouncedCommit } from '../useDebouncedCommit';
import { CommitTextField } from './CommitTextField';

interface ColorFieldProps {
  label: string;
  /** `#rrggbb` (or `#rgb`); undefined or `transparent` shows as empty. */
  value: string | undefined;
  onCommit(value: string): EditResult;
  /** Clears the colour (brand default or transparent); omitted when clearing is not possible. */
  onClear?: (() => EditResult) | undefined;
  clearLabel: string;
  /** Shown while no colour is set. */
  placeholder: string;
}

const expand = (hex: string) =>
  /^#[0-9a-f]{3}$/i.test(hex) ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;

/** A colour as hex text with the browser's colour picker beside it. */
export function ColorField(props: ColorFieldProps) {
  const { label, value, onCommit, onClear, clearLabel, placeholder } = props;
  const { t } = useTranslation();
  // The native picker reports every step of a drag: one undo step for the whole drag.
  const picker = useDebouncedCommit<string>((hex) => onCommit(hex));
  const stored = value === undefined || value === 'transparent' ? '' : value;
  const shown = picker.draft?.value ?? stored;
  return (
    <CommitTextField
      label={label}
      value={shown}
      placeholder={placeholder}
      onCommit={(text) => onCommit(expand(text.trim().toLowerCase()))}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={t('editorPanels.fields.pickColor', { field: label })}
                value={shown === '' ? '#000000' : expand(shown)}
                onChange={(event) => picker.change(event.target.value)}
                onBlur={picker.flush}
                sx={{ width: 24, height: 24, p: 0, border: 0, bgcolor: 'transparent' }}
              />
            </InputAdornment>
          ),
          endAdornment:
            onClear && shown !== '' ? (
              <InputAdornment position="end">
                <Tooltip title={clearLabel}>
                  <IconButton size="small" aria-label={clearLabel} onClick={() => onClear()}>
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
