import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '../../api/categories';
import { type SheetSummary, useSheets } from '../../api/sheets';
import { AdminOnly } from '../../components/AdminOnly';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { categoryLabel } from '../../i18n/categoryLabel';
import { useLocalizedPath } from '../../routes/useLocalizedPath';
import { ImportDialog } from './import/ImportDialog';
import {
  filterRows,
  type RowQuery,
  type SortKey,
  type StatusFilter,
  sortRows,
} from './overviewRows';
import { SheetTable } from './SheetTable';
import { useSheetActions } from './useSheetActions';

type Pending =
  | { kind: 'sheet'; sheet: SheetSummary }
  | { kind: 'regional'; sheet: SheetSummary; copyId: number; region: string };

function SheetOverview() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const sheets = useSheets();
  const categories = useCategories();
  const actions = useSheetActions();
  const [query, setQuery] = useState<RowQuery>({
    text: '',
    status: 'all',
    sortBy: 'id',
    direction: 'desc',
  });
  // Typing stays responsive; the filter over thousands of rows follows a moment later.
  const deferred = useDeferredValue(query);
  const [pending, setPending] = useState<Pending | null>(null);
  const [importing, setImporting] = useState(false);

  const names = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c['@id'], categoryLabel(t, c.name)])),
    [categories.data, t],
  );
  const rows = useMemo(
    () =>
      (sheets.data ?? []).map((sheet) => ({
        sheet,
        category: (sheet.category && names.get(sheet.category)) ?? '',
      })),
    [sheets.data, names],
  );
  const categoryOptions = useMemo(
    () =>
      (categories.data ?? [])
        .map((c) => ({ iri: c['@id'], label: categoryLabel(t, c.name) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [categories.data, t],
  );
  // Sorted once per column change; a keystroke only filters the sorted rows.
  const sorted = useMemo(
    () => sortRows(rows, deferred.sortBy, deferred.direction),
    [rows, deferred.sortBy, deferred.direction],
  );
  const shown = useMemo(
    () => filterRows(sorted, deferred.text, deferred.status),
    [sorted, deferred.text, deferred.status],
  );
  const onDelete = useCallback((sheet: SheetSummary) => setPending({ kind: 'sheet', sheet }), []);
  const onDeleteRegional = useCallback(
    (sheet: SheetSummary, copyId: number, region: string) =>
      setPending({ kind: 'regional', sheet, copyId, region }),
    [],
  );
  const onSort = useCallback(
    (key: SortKey) =>
      setQuery((current) => ({
        ...current,
        sortBy: key,
        direction: current.sortBy === key && current.direction === 'asc' ? 'desc' : 'asc',
      })),
    [],
  );

  if (sheets.isError || categories.isError) {
    return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  }
  if (sheets.isPending || categories.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('sheets.loading')} />
      </Box>
    );
  }
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          label={t('sheetOverview.filter')}
          value={query.text}
          onChange={(event) => setQuery({ ...query, text: event.target.value })}
          // Room for the label in every language ("Szűrés azonosító, név, …" was cut).
          sx={{ minWidth: 260, flex: '1 1 400px', maxWidth: 560 }}
        />
        <TextField
          select
          size="small"
          label={t('sheetOverview.columns.status')}
          value={query.status}
          onChange={(event) => setQuery({ ...query, status: event.target.value as StatusFilter })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="all">{t('sheetOverview.allStatuses')}</MenuItem>
          <MenuItem value="unlocked">{t('status.unlocked')}</MenuItem>
          <MenuItem value="locked">{t('status.locked')}</MenuItem>
        </TextField>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {t('overview.resultCount', { count: shown.length })}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => setImporting(true)}
          // On the page's grey the primary text falls short of 4.5:1; on paper it passes.
          sx={{ bgcolor: 'background.paper' }}
        >
          {t('import.action')}
        </Button>
        <Button
          component={Link}
          to={to('/edit/create')}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {t('nav.newSheet')}
        </Button>
      </Box>
      <SheetTable
        rows={shown}
        sortBy={query.sortBy}
        direction={query.direction}
        onSort={onSort}
        onToggle={actions.toggleStatus}
        onClone={actions.clone}
        onDelete={onDelete}
        onDeleteRegional={onDeleteRegional}
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        sheets={sheets.data ?? []}
        categories={categoryOptions}
      />
      <ConfirmDialog
        open={pending !== null}
        title={t('sheetOverview.confirmTitle')}
        text={
          pending?.kind === 'regional'
            ? t('sheetOverview.confirmRegional', {
                region: pending.region.toUpperCase(),
                name: pending.sheet.name,
              })
            : t('sheetOverview.confirmSheet', { name: pending?.sheet.name ?? '' })
        }
        confirmLabel={t('sheetOverview.delete')}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending?.kind === 'sheet') actions.remove(pending.sheet);
          if (pending?.kind === 'regional') {
            actions.removeRegional(pending.sheet.id, pending.copyId, pending.region);
          }
        }}
      />
    </>
  );
}

/** /overview: every sheet as a sortable, filterable table with status, clone and delete. */
export function SheetOverviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('pages.sheetOverview')}
      </Typography>
      <AdminOnly>
        <SheetOverview />
      </AdminOnly>
    </>
  );
}
