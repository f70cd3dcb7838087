import DownloadIcon from '@mui/icons-material/Download';
import { Button, ButtonGroup, CircularProgress, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../../api/exports';
import { useExport } from './useExport';

const FORMATS: ExportFormat[] = ['pdf', 'png', 'zip'];

/** PDF, PNG and ZIP downloads of what the canvas shows; a spinner while the server renders. */
export function ExportButtons({
  sheetIri,
  search,
  disabledReason,
}: {
  sheetIri: string;
  search: string;
  /** Why exporting is not possible yet (a new sheet must be saved first), or null. */
  disabledReason: string | null;
}) {
  const { t } = useTranslation();
  const { run, pending, progress } = useExport(sheetIri, search);
  return (
    <Tooltip title={disabledReason ?? t('editor.export.hint')}>
      <ButtonGroup size="small" variant="outlined" aria-label={t('editor.export.label')}>
        {FORMATS.map((format) => (
          <Button
            key={format}
            disabled={disabledReason !== null || pending !== null}
            onClick={() => void run(format)}
            startIcon={
              pending === format ? (
                <CircularProgress
                  size={14}
                  aria-label={t('editor.export.running')}
                  {...(progress && progress.total > 0
                    ? { variant: 'determinate', value: (100 * progress.done) / progress.total }
                    : {})}
                />
              ) : (
                <DownloadIcon fontSize="small" />
              )
            }
          >
            {t(`editor.export.${format}`)}
          </Button>
        ))}
      </ButtonGroup>
    </Tooltip>
  );
}
