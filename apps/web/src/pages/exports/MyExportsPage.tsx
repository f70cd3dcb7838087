import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { downloadAgain, type ExportRecord, useExportRecords } from '../../api/exportRecords';
import { downloadFile } from '../../api/exports';
import { useUsers } from '../../api/users';
import { useAuth } from '../../auth/AuthContext';
import { isAdmin, isRegionAdmin } from '../../auth/roles';
import { useToasts } from '../../shell/useToasts';
import { visuallyHidden } from '../../shell/visuallyHidden';
import { BatchExportsList } from './BatchExportsList';
import { SavedValuesList } from './SavedValuesList';

/** An admin looking at another user's work (`?user=3`); null for one's own. */
function useViewedUser(admin: boolean): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('user'));
  return admin && Number.isInteger(id) && id > 0 ? id : null;
}

/** The viewed user's name, from the users list an admin has. */
function useUsername(userId: number | null): string {
  const users = useUsers(userId !== null);
  if (userId === null) return '';
  return users.data?.find((user) => user.id === userId)?.username ?? `#${userId}`;
}

/** "Print PDF", "Screen PDF", "PNG" or "ZIP": the same words as the export buttons. */
function kindOf(record: ExportRecord): 'print' | 'screen' | 'png' | 'zip' {
  return record.format === 'pdf' ? record.pdf : record.format;
}

/**
 * "My exports": every export the user made, newest first. Downloading one again renders the
 * same file from the sheet as it was then and the values typed then, even if the sheet has
 * changed since.
 */
export function MyExportsPage() {
  const { t, i18n } = useTranslation();
  const { token, user } = useAuth();
  const { enqueueSnackbar } = useToasts();
  const viewed = useViewedUser(isAdmin(user));
  const username = useUsername(viewed);
  const records = useExportRecords(viewed);
  const [busy, setBusy] = useState<number | null>(null);
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const again = async (record: ExportRecord) => {
    setBusy(record.id);
    try {
      downloadFile(await downloadAgain(record, token));
    } catch {
      enqueueSnackbar(t('editor.export.failed'), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {viewed === null ? t('myExports.title') : t('myExports.titleOf', { username })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {viewed === null ? t('myExports.intro') : t('myExports.introOf', { username })}
      </Typography>
      {viewed === null && (isAdmin(user) || isRegionAdmin(user)) && <BatchExportsList />}
      {records.isPending && <CircularProgress aria-label={t('myExports.loading')} />}
      {records.isError && <Alert severity="error">{t('errors.loadFailed')}</Alert>}
      {records.data && records.data.records.length === 0 && (
        <Typography color="text.secondary">{t('myExports.empty')}</Typography>
      )}
      {records.data && records.data.records.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('myExports.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('myExports.when')}</TableCell>
                <TableCell>{t('myExports.sheet')}</TableCell>
                <TableCell>{t('myExports.format')}</TableCell>
                <TableCell>{t('myExports.fields')}</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    {t('myExports.download')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {records.data.records.map((record) => (
                <TableRow key={record.id}>
                  <TableCell>{time.format(new Date(record.created))}</TableCell>
                  <TableCell>{record.sheetName}</TableCell>
                  <TableCell>{t(`editor.export.${kindOf(record)}`)}</TableCell>
                  <TableCell>{Object.keys(record.dealerValues).length}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      startIcon={<DownloadIcon />}
                      disabled={busy !== null}
                      onClick={() => void again(record)}
                      aria-label={t('myExports.downloadNamed', {
                        name: record.sheetName,
                        when: time.format(new Date(record.created)),
                      })}
                    >
                      {t('myExports.download')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <SavedValuesList userId={viewed} />
    </Box>
  );
}
