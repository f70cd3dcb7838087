import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBatchExports } from '../../api/batchExports';
import { BatchProgress } from './BatchProgress';

/** "My exports" for admins and region admins: the batch exports they started, with progress. */
export function BatchExportsList() {
  const { t } = useTranslation();
  const batches = useBatchExports(true);
  if (!batches.data || batches.data.length === 0) return null;
  return (
    <section aria-labelledby="batch-exports-title">
      <Typography id="batch-exports-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('batchExport.listTitle')}
      </Typography>
      <Stack spacing={1.5} sx={{ mb: 3 }}>
        {batches.data.map((batch) => (
          <Paper key={batch.id} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="subtitle2">
              {t('batchExport.listItem', {
                name: batch.sheetName,
                region: batch.region.toUpperCase(),
                format: batch.format.toUpperCase(),
              })}
            </Typography>
            <BatchProgress batch={batch} />
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
