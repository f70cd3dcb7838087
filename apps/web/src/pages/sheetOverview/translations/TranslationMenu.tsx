import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type TranslationFormat,
  type TranslationKind,
  useExportTranslations,
} from '../../../api/imports';
import { TranslationImportDialog } from './TranslationImportDialog';

export interface TranslationMenuProps {
  /** A master sheet exports only; a regional copy also imports. */
  kind: TranslationKind;
  id: number;
  /** Names the sheet in the button's label, e.g. "Reference sheet (CZ)". */
  label?: string;
  /** Called after a translation was imported, e.g. to reload an open sheet. */
  onImported?(): void;
}

/**
 * The translation round trip of one sheet: export as XLSX or XLIFF, and for a regional copy
 * import a translated file. Used in the Sheet Overview's rows and the designer's toolbar.
 */
export function TranslationMenu(props: TranslationMenuProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [importing, setImporting] = useState(false);
  const exporting = useExportTranslations();

  const exportAs = (format: TranslationFormat) => {
    setAnchor(null);
    exporting.mutate(
      { kind: props.kind, id: props.id, format },
      {
        onSuccess: () => enqueueSnackbar(t('import.translation.exported'), { variant: 'success' }),
        onError: () => enqueueSnackbar(t('import.translation.exportFailed'), { variant: 'error' }),
      },
    );
  };

  const label = props.label
    ? t('import.translation.menuNamed', { name: props.label })
    : t('import.translation.menu');
  return (
    <>
      <Tooltip title={t('import.translation.menu')}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="menu"
          disabled={exporting.isPending}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <TranslateIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => exportAs('xlsx')}>
          <ListItemText>{t('import.translation.exportXlsx')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => exportAs('xliff')}>
          <ListItemText>{t('import.translation.exportXliff')}</ListItemText>
        </MenuItem>
        {props.kind === 'regional' && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setImporting(true);
            }}
          >
            <ListItemText>{t('import.translation.import')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      {props.kind === 'regional' && (
        <TranslationImportDialog
          open={importing}
          id={props.id}
          onClose={() => setImporting(false)}
          {...(props.onImported ? { onImported: props.onImported } : {})}
        />
      )}
    </>
  );
}
