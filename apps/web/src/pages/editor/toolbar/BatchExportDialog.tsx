import GroupsIcon from '@mui/icons-material/Groups';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Tooltip,
} from '@mui/material';
import { REGIONS } from '@pms/sheet/regions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBatchActions, useBatchExport } from '../../../api/batchExports';
import { ApiError } from '../../../api/client';
import type { SheetDocument } from '../../../api/sheetDocument';
import { useAuth } from '../../../auth/AuthContext';
import { isAdmin, userRegion } from '../../../auth/roles';
import { BatchProgress } from '../../exports/BatchProgress';

/** Regions with dealers: every region but "none". */
const DEALER_REGIONS = REGIONS.filter((region) => region !== 'none');

/**
 * "For every dealer": exports this sheet for every dealer of a region (each with their logo
 * and profile) as one ZIP. The server runs it in the background; the dialog shows its progress
 * and may be closed meanwhile (the batch goes on and is listed under "My exports").
 */
export function BatchExportButton({ document }: { document: SheetDocument }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const actions = useBatchActions();
  const [open, setOpen] = useState(false);
  const fixedRegion = document.region ?? (isAdmin(user) ? null : userRegion(user));
  const [region, setRegion] = useState<string>(fixedRegion ?? 'cz');
  const [format, setFormat] = useState<'pdf' | 'png'>('pdf');
  const [started, setStarted] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const batch = useBatchExport(started);

  const start = async () => {
    setError(null);
    try {
      const made = await actions.start({
        sheet: document.iri,
        format,
        ...(document.region ? {} : { region }),
      });
      setStarted(made['@id']);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('batchExport.startFailed'));
    }
  };

  return (
    <>
      {/* describeChild: the hint describes the button; its name stays what it shows. */}
      <Tooltip describeChild title={t('batchExport.hint')}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<GroupsIcon fontSize="small" />}
          onClick={() => setOpen(true)}
        >
          {t('batchExport.button')}
        </Button>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('batchExport.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('batchExport.intro')}</DialogContentText>
            <Stack direction="row" spacing={2}>
              <FormControl size="small" sx={{ minWidth: 140 }} disabled={fixedRegion !== null}>
                <InputLabel id="batch-region">{t('batchExport.region')}</InputLabel>
                <Select
                  labelId="batch-region"
                  label={t('batchExport.region')}
                  value={fixedRegion ?? region}
                  onChange={(event) => setRegion(event.target.value)}
                >
                  {DEALER_REGIONS.map((code) => (
                    <MenuItem key={code} value={code}>
                      {code.toUpperCase()}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <FormControl size="small" sx={{ minWidth: 160 }}>
                <InputLabel id="batch-format">{t('batchExport.format')}</InputLabel>
                <Select
                  labelId="batch-format"
                  label={t('batchExport.format')}
                  value={format}
                  onChange={(event) => setFormat(event.target.value === 'png' ? 'png' : 'pdf')}
                >
                  <MenuItem value="pdf">{t('editor.export.print')}</MenuItem>
                  <MenuItem value="png">{t('editor.export.png')}</MenuItem>
                </Select>
              </FormControl>
            </Stack>
            {error && <DialogContentText color="error">{error}</DialogContentText>}
            {batch.data && <BatchProgress batch={batch.data} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('batchExport.close')}</Button>
          <Button
            variant="contained"
            onClick={() => void start()}
            disabled={batch.data !== undefined && ['queued', 'running'].includes(batch.data.status)}
          >
            {t('batchExport.start')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
