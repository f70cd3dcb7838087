import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type TranslationFormat,
  type TranslationKind,
  useExportTranslations,
} from '../../../api/imports';
import { useToasts } from '../../../shell/useToasts';
import { TranslationImportDialog } from './TranslationImportDialog';

/** The sheet a translation menu is for. */
export interface TranslationTarget {
  /** A master sheet exports only; a regional copy also imports. */
  kind: TranslationKind;
  id: number;
  /** Names the sheet in the button's label, e.g. "Reference sheet (CZ)". */
  label?: string;
  /** Called after a translation was imported, e.g. to reload an open sheet. */
  onImported?(): void;
}

export type TranslationMenuProps = TranslationTarget;

/**
 * The button that opens a translation menu. Cheap on purpose: the Sheet Overview draws one per
 * sheet and regional copy, and they all share one TranslationMenuPopup.
 */
export function TranslationButton({
  label,
  onOpen,
}: {
  label: string | undefined;
  onOpen(anchor: HTMLElement): void;
}) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="small"
      title={t('import.translation.menu')}
      aria-label={
        label ? t('import.translation.menuNamed', { name: label }) : t('import.translation.menu')
      }
      aria-haspopup="menu"
      onClick={(event) => onOpen(event.currentTarget)}
    >
      <TranslateIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * The translation round trip of one sheet: export as XLSX or XLIFF, and for a regional copy
 * import a translated file. Open while `anchor` is set; the import dialog stays open after the
 * menu has closed.
 */
export function TranslationMenuPopup({
  target,
  anchor,
  onClose,
}: {
  target: TranslationTarget | null;
  anchor: HTMLElement | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  // The last sheet an import was started for: kept after closing, so the dialog fades out.
  const [importing, setImporting] = useState<{ target: TranslationTarget; open: boolean } | null>(
    null,
  );
  const exporting = useExportTranslations();

  const exportAs = (format: TranslationFormat) => {
    onClose();
    if (!target) return;
    exporting.mutate(
      { kind: target.kind, id: target.id, format },
      {
        onSuccess: () => enqueueSnackbar(t('import.translation.exported'), { variant: 'success' }),
        onError: () => enqueueSnackbar(t('import.translation.exportFailed'), { variant: 'error' }),
      },
    );
  };

  return (
    <>
      <Menu anchorEl={anchor} open={anchor !== null && target !== null} onClose={onClose}>
        <MenuItem disabled={exporting.isPending} onClick={() => exportAs('xlsx')}>
          <ListItemText>{t('import.translation.exportXlsx')}</ListItemText>
        </MenuItem>
        <MenuItem disabled={exporting.isPending} onClick={() => exportAs('xliff')}>
          <ListItemText>{t('import.translation.exportXliff')}</ListItemText>
        </MenuItem>
        {target?.kind === 'regional' && (
          <MenuItem
            onClick={() => {
              onClose();
              setImporting({ target, open: true });
            }}
          >
            <ListItemText>{t('import.translation.import')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      {importing && (
        <TranslationImportDialog
          // Another sheet starts with an empty dialog.
          key={`${importing.target.kind}-${importing.target.id}`}
          open={importing.open}
          id={importing.target.id}
          onClose={() => setImporting({ ...importing, open: false })}
          {...(importing.target.onImported ? { onImported: importing.target.onImported } : {})}
        />
      )}
    </>
  );
}

/** A translation button with its own menu, for one sheet (the designer's toolbar). */
export function TranslationMenu(props: TranslationMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <TranslationButton label={props.label} onOpen={setAnchor} />
      <TranslationMenuPopup target={props} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
