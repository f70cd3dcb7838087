import { Box, MenuItem, TextField } from '@mui/material';
import { paletteReference, toScreenColor } from '@pms/sheet/browser';
import { useContext, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type PaletteColor, useCiPalette } from '../../../../api/palettes';
import { useDesignerScreenColor } from '../../screenColorContext';
import { DesignerStoreContext } from '../../state/storeValue';
import type { EditResult } from '../editing';

const NONE = '';
const noSubscription = () => () => {};

/** The open sheet's brand (ci); undefined outside the designer (a field shown on its own). */
function useSheetCi(): string | undefined {
  const store = useContext(DesignerStoreContext);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, () => store?.data.ci);
}

/** `C 100 M 45 Y 0 K 14`, and the spot ink's name when it has one. */
export function paletteColorDetails(color: PaletteColor): string {
  const cmyk = `C ${color.cyan} M ${color.magenta} Y ${color.yellow} K ${color.black}`;
  return color.spotName ? `${color.spotName} · ${cmyk}` : cmyk;
}

interface PaletteColorSelectProps {
  /** The field's own label, for the select's accessible name. */
  field: string;
  /** The stored colour; a palette colour (`palette(ID …)`) selects its entry. */
  value: string;
  onCommit(value: string): EditResult;
}

/**
 * The brand's colours by name (issue 44 point 8): choosing one stores the palette reference
 * with its values, so exports follow the palette when an admin corrects the colour. Shown only
 * when the sheet's brand has a palette.
 */
export function PaletteColorSelect({ field, value, onCommit }: PaletteColorSelectProps) {
  const { t } = useTranslation();
  const screenColor = useDesignerScreenColor();
  const palette = useCiPalette(useSheetCi());
  if (palette.length === 0) return null;
  const id = paletteReference(value);
  const chosen = palette.find((color) => color.id === id);
  // A colour deleted from the palette: the sheet keeps its values, the select says so.
  const deleted = id !== undefined && !chosen;
  const swatch = (color: string) => (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flex: 'none',
        width: 14,
        height: 14,
        mr: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: toScreenColor(color, screenColor),
      }}
    />
  );
  return (
    <TextField
      select
      size="small"
      label={t('editorPanels.colorField.brandColor')}
      value={chosen ? String(chosen.id) : deleted ? 'deleted' : NONE}
      onChange={(event) => {
        const picked = palette.find((color) => String(color.id) === event.target.value);
        if (picked) onCommit(picked.color);
      }}
      slotProps={{
        select: {
          // The combobox's own name says which field's colour it sets (text or background).
          SelectDisplayProps: {
            'aria-label': t('editorPanels.colorField.brandColorOf', { field }),
            'aria-labelledby': undefined,
          } as React.HTMLAttributes<HTMLDivElement>,
        },
      }}
      helperText={chosen ? paletteColorDetails(chosen) : undefined}
    >
      <MenuItem value={NONE} disabled>
        {t('editorPanels.colorField.noBrandColor')}
      </MenuItem>
      {deleted && (
        <MenuItem value="deleted" disabled>
          {t('editorPanels.colorField.deletedBrandColor')}
        </MenuItem>
      )}
      {palette.map((color) => (
        <MenuItem key={color.id} value={String(color.id)}>
          {swatch(color.color)}
          {color.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
