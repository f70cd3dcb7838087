import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PushPinIcon from '@mui/icons-material/PushPin';
import TranslateIcon from '@mui/icons-material/Translate';
import {
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { styled } from '@mui/material/styles';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TFunction } from 'i18next';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RegionalCopy, SheetSummary } from '../../api/sheets';
import { useLocalizedPath } from '../../routes/useLocalizedPath';
import { headerWidth } from './headerWidth';
import type { OverviewRow, SortDirection, SortKey } from './overviewRows';
import { PreflightMark } from './PreflightMark';
import { RegionalCopies } from './RegionalCopies';
import { TranslationMenuPopup, type TranslationTarget } from './translations/TranslationMenu';

const ROW_HEIGHT = 57;
/** The least the name column keeps beside the others, which are as wide as their headers. */
const NAME_MIN_WIDTH = 120;

/** What a row can do; the page passes functions that keep their identity between renders. */
export interface SheetRowActions {
  onToggle: (sheet: SheetSummary) => void;
  onClone: (sheet: SheetSummary) => void;
  onDelete: (sheet: SheetSummary) => void;
  onDeleteRegional: (sheet: SheetSummary, copyId: number, region: string) => void;
}

interface SheetTableProps extends SheetRowActions {
  rows: OverviewRow[];
  sortBy: SortKey;
  direction: SortDirection;
  onSort: (key: SortKey) => void;
}

type ColumnLabel =
  | 'id'
  | 'name'
  | 'category'
  | 'status'
  | 'sticky'
  | 'regions'
  | 'modified'
  | 'actions';

// The name takes what the others leave. A regional copy's line (its chip, translated share,
// changed-master mark and two buttons) needs about 220 px; a percentage gave it 160 at 1440 px
// and its buttons ran into the next column. Sticky shows one icon, actions four buttons.
const columns: { key: SortKey | null; label: ColumnLabel; width?: number }[] = [
  { key: 'id', label: 'id', width: 80 },
  { key: 'name', label: 'name' },
  { key: 'category', label: 'category', width: 130 },
  { key: 'status', label: 'status', width: 150 },
  { key: null, label: 'sticky', width: 96 },
  { key: null, label: 'regions', width: 260 },
  { key: 'modified', label: 'modified', width: 116 },
  { key: null, label: 'actions', width: 152 },
];

interface SheetRowProps extends SheetRowActions {
  row: OverviewRow;
  index: number;
  measure: (element: Element | null) => void;
  t: TFunction;
  date: Intl.DateTimeFormat;
  editPath: (sheet: SheetSummary) => string;
  copyPath: (copy: RegionalCopy) => string;
  onTranslations: (anchor: HTMLElement, target: TranslationTarget) => void;
}

/**
 * The body rows' look, styled once on the table: rows are plain elements with class names.
 * Filtering brings new rows into view with every keystroke, and a row of MUI cells, chips,
 * icon buttons and tooltips took several milliseconds to draw. Matches MUI's small table.
 */
const RowsTable = styled(Table)(({ theme }) => ({
  tableLayout: 'fixed',
  minWidth: 1000,
  '& tbody td': {
    ...theme.typography.body2,
    padding: '6px 16px',
    borderBottom: `1px solid ${theme.palette.divider}`,
    verticalAlign: 'middle',
  },
  '& tbody tr.sheet-row': { height: ROW_HEIGHT },
  '& tbody tr.sheet-row:hover': { backgroundColor: theme.palette.action.hover },
  '& .sheet-name': { overflowWrap: 'anywhere' },
  '& .no-wrap': { whiteSpace: 'nowrap' },
  '& .copies': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5) },
  // Longer words for a status (other languages) wrap the buttons instead of overflowing.
  '& .copy': { display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', rowGap: 2 },
  '& .chip': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    padding: '0 7px',
    borderRadius: 12,
    fontSize: theme.typography.pxToRem(13),
    whiteSpace: 'nowrap',
    border: `1px solid ${theme.palette.grey[400]}`,
    color: theme.palette.text.primary,
  },
  '& .chip.unlocked': {
    backgroundColor: theme.palette.success.main,
    borderColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  // A copy's chip opens it in the designer.
  '& a.chip': { textDecoration: 'none' },
  '& a.chip:hover': { borderColor: theme.palette.text.primary },
  '& a.chip.unlocked:hover': { backgroundColor: theme.palette.success.dark },
  '& a.chip:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
  '& .chip.share, & .chip.changed': { marginLeft: 2, padding: '0 6px' },
  '& .chip.share': { color: theme.palette.text.secondary },
  // A master's preflight findings (PreflightMark): the admin's to fix.
  '& a.chip.preflight': { gap: 2, padding: '0 6px', verticalAlign: 'middle' },
  '& a.chip.preflight.warning': {
    borderColor: theme.palette.warning.main,
    color: theme.palette.warning.dark,
  },
  '& a.chip.preflight.error': {
    borderColor: theme.palette.error.main,
    color: theme.palette.error.main,
  },
  '& .chip.changed': {
    backgroundColor: theme.palette.warning.light,
    borderColor: theme.palette.warning.light,
    color: theme.palette.getContrastText(theme.palette.warning.light),
  },
  '& .icon-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    verticalAlign: 'middle',
    padding: 5,
    margin: 0,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.action.active,
    fontSize: theme.typography.pxToRem(20),
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 0 },
    '& svg': { width: '1em', height: '1em', fill: 'currentColor' },
  },
  '& .icon-button.error': { color: theme.palette.error.main },
  '& .icon-button.tiny': { padding: 2, fontSize: 14 },
  '& .pin': { color: theme.palette.secondary.main, fontSize: 20 },
}));

/** One sheet, memoized: a row redraws only when its sheet or the language changes. */
const SheetRow = memo(function SheetRow({ row, index, measure, t, date, ...props }: SheetRowProps) {
  const { sheet } = row;
  const unlocked = sheet.status === 'unlocked';
  return (
    // Rows with several regional copies are taller; measuring keeps the spacers right.
    <tr className="sheet-row" data-index={index} ref={measure}>
      <td>{sheet.id}</td>
      <td className="sheet-name">
        {sheet.name}{' '}
        <PreflightMark
          iri={sheet['@id']}
          version={sheet.version}
          editPath={props.editPath(sheet)}
        />
      </td>
      <td>{row.category}</td>
      <td className="no-wrap">
        <Switch
          size="small"
          checked={unlocked}
          onChange={() => props.onToggle(sheet)}
          slotProps={{
            input: { 'aria-label': t('sheetOverview.toggleStatus', { name: sheet.name }) },
          }}
        />
        {unlocked ? t('status.unlocked') : t('status.locked')}
      </td>
      <td>
        {sheet.sticky && (
          <PushPinIcon className="pin" fontSize="inherit" titleAccess={t('sheets.pinned')} />
        )}
      </td>
      <td>
        <RegionalCopies
          sheet={sheet}
          t={t}
          copyPath={props.copyPath}
          onTranslations={props.onTranslations}
          onDeleteRegional={props.onDeleteRegional}
        />
      </td>
      <td>{sheet.modified ? date.format(new Date(sheet.modified)) : ''}</td>
      <td className="no-wrap">
        <button
          type="button"
          className="icon-button"
          title={t('import.translation.menu')}
          aria-label={t('import.translation.menuNamed', { name: sheet.name })}
          aria-haspopup="menu"
          onClick={(event) =>
            props.onTranslations(event.currentTarget, {
              kind: 'sheet',
              id: sheet.id,
              label: sheet.name,
            })
          }
        >
          <TranslateIcon fontSize="inherit" />
        </button>
        <Link
          className="icon-button"
          to={props.editPath(sheet)}
          title={t('sheetOverview.edit')}
          aria-label={t('sheetOverview.editNamed', { name: sheet.name })}
        >
          <EditIcon fontSize="inherit" />
        </Link>
        <button
          type="button"
          className="icon-button"
          title={t('sheetOverview.clone')}
          aria-label={t('sheetOverview.cloneNamed', { name: sheet.name })}
          onClick={() => props.onClone(sheet)}
        >
          <ContentCopyIcon fontSize="inherit" />
        </button>
        <button
          type="button"
          className="icon-button error"
          title={t('sheetOverview.delete')}
          aria-label={t('sheetOverview.deleteNamed', { name: sheet.name })}
          onClick={() => props.onDelete(sheet)}
        >
          <DeleteIcon fontSize="inherit" />
        </button>
      </td>
    </tr>
  );
});

/**
 * All sheets as a table. Only the rows in view are in the DOM (the spacer rows stand in for
 * the rest), so thousands of sheets scroll and re-sort without delay. Memoized, like its rows:
 * typing in the filter redraws the table only when the filtered rows change.
 */
export const SheetTable = memo(function SheetTable(props: SheetTableProps) {
  const { t, i18n } = useTranslation();
  const to = useLocalizedPath();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement | null; target: TranslationTarget }>();
  const virtualizer = useVirtualizer({
    count: props.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // A few rows beyond the view: each row drawn is work for every keystroke in the filter.
    overscan: 4,
    // jsdom measures nothing; this lets tests see the first rows.
    initialRect: { width: 1200, height: 800 },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const date = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' }),
    [i18n.language],
  );
  const editPath = useCallback((sheet: SheetSummary) => to(`/edit/${sheet.id}`), [to]);
  const copyPath = useCallback((copy: RegionalCopy) => to(`/edit-region/${copy.id}`), [to]);
  const onTranslations = useCallback(
    (anchor: HTMLElement, target: TranslationTarget) => setMenu({ anchor, target }),
    [],
  );

  // Each column wide enough for its header in this language, and the name column 120 px beside
  // them: without that reserve a window of 768 px squeezed the names to one letter a line. A
  // narrower window scrolls the table sideways instead.
  const widths = columns.map(
    (column) =>
      column.width &&
      headerWidth(column.width, t(`sheetOverview.columns.${column.label}`), column.key !== null),
  );
  const minWidth = widths.reduce<number>((sum, width) => sum + (width ?? 0), NAME_MIN_WIDTH);
  return (
    <TableContainer ref={scrollRef} sx={{ maxHeight: '70vh', border: 1, borderColor: 'divider' }}>
      <RowsTable stickyHeader size="small" aria-label={t('pages.sheetOverview')} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell
                key={column.label}
                // Words wrap between them, never in their middle ('Módosítva', 'Καρφιτσωμένο').
                sx={{ width: widths[index], overflowWrap: 'normal' }}
                sortDirection={props.sortBy === column.key ? props.direction : false}
              >
                {column.key === null ? (
                  t(`sheetOverview.columns.${column.label}`)
                ) : (
                  <TableSortLabel
                    active={props.sortBy === column.key}
                    direction={props.sortBy === column.key ? props.direction : 'asc'}
                    onClick={() => column.key && props.onSort(column.key)}
                  >
                    {t(`sheetOverview.columns.${column.label}`)}
                  </TableSortLabel>
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {top > 0 && <tr aria-hidden style={{ height: top }} />}
          {items.map((item) => {
            const row = props.rows[item.index];
            if (!row) return null;
            return (
              <SheetRow
                key={row.sheet.id}
                row={row}
                index={item.index}
                measure={virtualizer.measureElement}
                t={t}
                date={date}
                editPath={editPath}
                copyPath={copyPath}
                onTranslations={onTranslations}
                onToggle={props.onToggle}
                onClone={props.onClone}
                onDelete={props.onDelete}
                onDeleteRegional={props.onDeleteRegional}
              />
            );
          })}
          {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
        </TableBody>
      </RowsTable>
      {/* One menu for every row's translation button. */}
      <TranslationMenuPopup
        target={menu?.target ?? null}
        anchor={menu?.anchor ?? null}
        onClose={() => setMenu((current) => current && { ...current, anchor: null })}
      />
    </TableContainer>
  );
});
