import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PushPinIcon from '@mui/icons-material/PushPin';
import {
  Box,
  Chip,
  IconButton,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
} from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SheetSummary } from '../../api/sheets';
import { useLocalizedPath } from '../../routes/useLocalizedPath';
import type { OverviewRow, SortDirection, SortKey } from './overviewRows';
import { TranslationMenu } from './translations/TranslationMenu';

const ROW_HEIGHT = 57;

interface SheetTableProps {
  rows: OverviewRow[];
  sortBy: SortKey;
  direction: SortDirection;
  onSort: (key: SortKey) => void;
  onToggle: (sheet: SheetSummary) => void;
  onClone: (sheet: SheetSummary) => void;
  onDelete: (sheet: SheetSummary) => void;
  onDeleteRegional: (sheet: SheetSummary, copyId: number, region: string) => void;
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

const columns: { key: SortKey | null; label: ColumnLabel; width: number | string }[] = [
  { key: 'id', label: 'id', width: 80 },
  { key: 'name', label: 'name', width: '24%' },
  { key: 'category', label: 'category', width: 150 },
  { key: 'status', label: 'status', width: 170 },
  { key: null, label: 'sticky', width: 110 },
  { key: null, label: 'regions', width: '22%' },
  { key: 'modified', label: 'modified', width: 120 },
  { key: null, label: 'actions', width: 180 },
];

/**
 * All sheets as a table. Only the rows in view are in the DOM (the spacer rows stand in for
 * the rest), so thousands of sheets scroll and re-sort without delay.
 */
export function SheetTable(props: SheetTableProps) {
  const { t, i18n } = useTranslation();
  const to = useLocalizedPath();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: props.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // jsdom measures nothing; this lets tests see the first rows.
    initialRect: { width: 1200, height: 800 },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });

  return (
    <TableContainer ref={scrollRef} sx={{ maxHeight: '70vh', border: 1, borderColor: 'divider' }}>
      <Table
        stickyHeader
        size="small"
        sx={{ tableLayout: 'fixed', minWidth: 1000 }}
        aria-label={t('pages.sheetOverview')}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.label}
                sx={{ width: column.width }}
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
          {top > 0 && <TableRow aria-hidden sx={{ height: top }} />}
          {items.map((item) => {
            const row = props.rows[item.index];
            if (!row) return null;
            const { sheet } = row;
            const unlocked = sheet.status === 'unlocked';
            return (
              <TableRow
                key={sheet.id}
                hover
                sx={{ height: ROW_HEIGHT }}
                // Rows with several regional copies are taller; measuring keeps the spacers right.
                data-index={item.index}
                ref={virtualizer.measureElement}
              >
                <TableCell>{sheet.id}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{sheet.name}</TableCell>
                <TableCell>{row.category}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Switch
                    size="small"
                    checked={unlocked}
                    onChange={() => props.onToggle(sheet)}
                    slotProps={{
                      input: {
                        'aria-label': t('sheetOverview.toggleStatus', { name: sheet.name }),
                      },
                    }}
                  />
                  {unlocked ? t('status.unlocked') : t('status.locked')}
                </TableCell>
                <TableCell>
                  {sheet.sticky && (
                    <PushPinIcon
                      fontSize="small"
                      color="secondary"
                      aria-label={t('sheets.pinned')}
                    />
                  )}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {sheet.regionalSheets.map((copy) => {
                      const unlockedCopy = copy.status === 'unlocked';
                      const status = unlockedCopy ? t('status.unlocked') : t('status.locked');
                      return (
                        <Box key={copy.id} sx={{ display: 'inline-flex', alignItems: 'center' }}>
                          <Chip
                            size="small"
                            variant={unlockedCopy ? 'filled' : 'outlined'}
                            color={unlockedCopy ? 'success' : 'default'}
                            label={`${copy.region.toUpperCase()} · ${status}`}
                          />
                          <TranslationMenu
                            kind="regional"
                            id={copy.id}
                            label={`${sheet.name} (${copy.region.toUpperCase()})`}
                          />
                          {/* A real button, not the chip's delete icon, which MUI hides from readers. */}
                          <IconButton
                            size="small"
                            sx={{ p: 0.25 }}
                            onClick={() => props.onDeleteRegional(sheet, copy.id, copy.region)}
                            aria-label={t('sheetOverview.deleteRegional', {
                              region: copy.region.toUpperCase(),
                              name: sheet.name,
                            })}
                          >
                            <CloseIcon sx={{ fontSize: 14 }} />
                          </IconButton>
                        </Box>
                      );
                    })}
                  </Box>
                </TableCell>
                <TableCell>{sheet.modified ? date.format(new Date(sheet.modified)) : ''}</TableCell>
                <TableCell>
                  <TranslationMenu kind="sheet" id={sheet.id} label={sheet.name} />
                  <Tooltip title={t('sheetOverview.edit')}>
                    <IconButton
                      component={Link}
                      to={to(`/edit/${sheet.id}`)}
                      aria-label={t('sheetOverview.editNamed', { name: sheet.name })}
                      size="small"
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('sheetOverview.clone')}>
                    <IconButton
                      onClick={() => props.onClone(sheet)}
                      aria-label={t('sheetOverview.cloneNamed', { name: sheet.name })}
                      size="small"
                    >
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('sheetOverview.delete')}>
                    <IconButton
                      onClick={() => props.onDelete(sheet)}
                      aria-label={t('sheetOverview.deleteNamed', { name: sheet.name })}
                      size="small"
                      color="error"
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
          {bottom > 0 && <TableRow aria-hidden sx={{ height: bottom }} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
