import ClearIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, InputAdornment, Stack, Tooltip } from '@mui/material';
import { isCmykColor, toScreenColor } from '@pms/sheet/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignerScreenColor } from '../../screenColorContext';
import type { EditResult } from '../editing';
import { useDebouncedCommit } from '../useDebouncedCommit';
import { CmykFields } from './CmykFields';
import { CommitTextField } from './CommitTextField';
import { cmykFromHex, cmykPercent, colorFromText, colorText } from './colorText';
import { PaletteColorSelect } from './PaletteColorSelect';

interface ColorFieldProps {
  label: string;
  /**
   * `#rrggbb` (or `#rgb`) or a process colour `device-cmyk(c m y k)`; undefined or
   * `transparent` shows as empty.
   */
  value: string | undefined;
  onCommit(value: string): EditResult;
  /** Clears the colour (brand default or transparent); omitted when clearing is not possible. */
  onClear?: (() => EditResult) | undefined;
  clearLabel: string;
  /** Shown while no colour is set. */
  placeholder: string;
  /**
   * How the swatch looks while no colour is set: `none` (a background) as the usual sign for
   * no colour, white with a red diagonal; else black, the default text colour.
   */
  emptySwatch?: 'none' | 'default';
}

/**
 * No colour, as drawing programs show it: a white square struck through in red. The browser's
 * own swatch would show the picker's value, black; it stays above this to open the picker,
 * unseen.
 */
function NoneSwatch() {
  return (
    <Box
      component="svg"
      aria-hidden
      data-testid="none-swatch"
      viewBox="0 0 20 20"
      sx={{ position: 'absolute', inset: 2, width: 20, height: 20, pointerEvents: 'none' }}
    >
      <rect x="0.5" y="0.5" width="19" height="19" fill="#ffffff" stroke="#9e9e9e" />
      <line x1="1" y1="19" x2="19" y2="1" stroke="#d32f2f" strokeWidth="2" />
    </Box>
  );
}

const expand = (hex: string) =>
  /^#[0-9a-f]{3}$/i.test(hex) ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;

/**
 * A colour as text (hex, or CMYK typed as `cmyk(0, 81, 81, 30)`) with the browser's colour
 * picker beside it, and four CMYK inputs for print colours. A CMYK colour's swatch shows its
 * on-screen equivalent under the print profile, as the canvas does. The sheet's brand colours
 * are offered by name beside them (PaletteColorSelect).
 */
export function ColorField(props: ColorFieldProps) {
  const { label, value, onCommit, onClear, clearLabel, placeholder, emptySwatch } = props;
  const { t } = useTranslation();
  const screenColor = useDesignerScreenColor();
  // The native picker reports every step of a drag: one undo step for the whole drag.
  const picker = useDebouncedCommit<string>((hex) => onCommit(hex));
  const stored = value === undefined || value === 'transparent' ? '' : value;
  const shown = picker.draft?.value ?? stored;
  const cmyk = isCmykColor(shown);
  const [cmykOpen, setCmykOpen] = useState(false);
  const swatch = shown === '' ? '#000000' : expand(toScreenColor(shown, screenColor));
  const none = shown === '' && emptySwatch === 'none';
  const toggleLabel = t('editorPanels.colorField.cmykToggle');
  return (
    <Stack spacing={0.75}>
      <CommitTextField
        label={label}
        value={colorText(shown)}
        placeholder={placeholder}
        helperText={cmyk ? t('editorPanels.colorField.screenHint', { hex: swatch }) : undefined}
        onCommit={(text) => {
          const color = colorFromText(text);
          if (color === undefined) return t('editorPanels.colorField.invalid');
          return onCommit(color);
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Box
                  data-swatch={none ? 'none' : 'color'}
                  sx={{ position: 'relative', width: 24, height: 24 }}
                >
                  {none && <NoneSwatch />}
                  <Box
                    component="input"
                    type="color"
                    aria-label={t('editorPanels.fields.pickColor', { field: label })}
                    value={swatch}
                    onChange={(event) => picker.change(event.target.value)}
                    onBlur={picker.flush}
                    sx={{
                      display: 'block',
                      position: 'relative',
                      width: 24,
                      height: 24,
                      p: 0,
                      border: 0,
                      bgcolor: 'transparent',
                      opacity: none ? 0 : 1,
                      cursor: 'pointer',
                    }}
                  />
                </Box>
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={toggleLabel}>
                  <Button
                    size="small"
                    variant={cmyk || cmykOpen ? 'contained' : 'text'}
                    aria-label={`${label}: ${toggleLabel}`}
                    aria-pressed={cmyk || cmykOpen}
                    onClick={() => setCmykOpen((open) => !open)}
                    sx={{ minWidth: 0, px: 0.5, py: 0, fontSize: '0.7rem', lineHeight: 1.6 }}
                  >
                    {t('editorPanels.colorField.cmyk')}
                  </Button>
                </Tooltip>
                {onClear && shown !== '' && (
                  <Tooltip title={clearLabel}>
                    <IconButton size="small" aria-label={clearLabel} onClick={() => onClear()}>
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </InputAdornment>
            ),
          },
        }}
      />
      <PaletteColorSelect field={label} value={shown} onCommit={onCommit} />
      {(cmyk || cmykOpen) && (
        <CmykFields
          field={label}
          value={cmykPercent(shown) ?? cmykFromHex(swatch)}
          onCommit={onCommit}
        />
      )}
    </Stack>
  );
}
