import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type SampleFormat, useDownloadSample, useImportGuide } from '../../../api/importGuides';
import { useToasts } from '../../../shell/useToasts';

/**
 * What the import of the chosen template expects (issue 43 point 6): its columns by the
 * elements' exact names, its variants, what no column fills, and sample files to start from,
 * so nobody has to guess a header and read "not found in the template".
 */
export function ImportGuidePanel({ templateId }: { templateId: number }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  const headingId = useId();
  const guide = useImportGuide(templateId);
  const sample = useDownloadSample();

  const download = (format: SampleFormat) =>
    sample.mutate(
      { templateId, format },
      { onError: () => enqueueSnackbar(t('import.guide.sampleFailed'), { variant: 'error' }) },
    );

  if (guide.isPending) return <CircularProgress size={20} aria-label={t('import.guide.title')} />;
  if (guide.isError) {
    return <Alert severity="warning">{t('import.guide.loadFailed')}</Alert>;
  }
  const { columns, groups, notImportable } = guide.data;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('import.guide.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('import.guide.hint')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
      >
        {columns.map((column) => (
          <li key={column.header}>
            <Chip
              size="small"
              label={column.header}
              variant={column.kind === 'element' ? 'filled' : 'outlined'}
            />
          </li>
        ))}
      </Box>
      {groups.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('import.guide.variants')}{' '}
          {groups
            .map((group) =>
              t('import.guide.group', { group: group.name, variants: group.variants.join(', ') }),
            )
            .join('; ')}
        </Typography>
      )}
      {notImportable.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('import.guide.kept', { names: notImportable.join(', ') })}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={sample.isPending}
            onClick={() => download(format)}
          >
            {t(format === 'csv' ? 'import.guide.sampleCsv' : 'import.guide.sampleXlsx')}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
