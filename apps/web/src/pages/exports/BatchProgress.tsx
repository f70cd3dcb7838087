import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BatchExport, isRunning, useBatchActions } from '../../api/batchExports';
import { useToasts } from '../../shell/useToasts';

/**
 * One batch export: its progress bar with "n of m dealers", and Cancel while it runs or
 * Download once it is done, and the dealers it made no file for, with why. Used in the designer's dialog and on "My exports".
 */
export function BatchProgress({ batch }: { batch: BatchExport }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  const actions = useBatchActions();
  const [busy, setBusy] = useState(false);
  const running = isRunning(batch);
  const percent = batch.total > 0 ? Math.round((100 * batch.done) / batch.total) : 0;
  const label = t('batchExport.progressLabel', { name: batch.sheetName });

  const act = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await work();
    } catch {
      enqueueSnackbar(failure, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>
          <LinearProgress
            variant={batch.status === 'queued' ? 'indeterminate' : 'determinate'}
            value={percent}
            color={batch.status === 'failed' ? 'error' : 'primary'}
            aria-label={label}
            aria-valuetext={t('batchExport.progress', { done: batch.done, total: batch.total })}
          />
        </Box>
        {running && (
          <Button
            size="small"
            disabled={busy}
            onClick={() => void act(() => actions.cancel(batch), t('batchExport.cancelFailed'))}
          >
            {t('batchExport.cancel')}
          </Button>
        )}
        {batch.status === 'done' && (
          <Button
            size="small"
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={busy}
            onClick={() => void act(() => actions.download(batch), t('editor.export.failed'))}
          >
            {t('batchExport.download')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color={batch.status === 'failed' ? 'error' : 'text.secondary'}>
        {t(`batchExport.status.${batch.status}`, { done: batch.done, total: batch.total })}
      </Typography>
      {batch.skipped.length > 0 && (
        <Box>
          <Typography variant="body2" color="warning.main">
            {t('batchExport.skipped', { count: batch.skipped.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {batch.skipped.map((dealer) => (
              <Typography component="li" variant="body2" key={dealer.hnr}>
                {dealer.hnr} {dealer.dealer}: {dealer.reason}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
