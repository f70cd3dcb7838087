import DownloadIcon from '@mui/icons-material/Download';
import { Button, ButtonGroup, CircularProgress, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ExportChoice } from '../../../api/exports';
import { useExport } from './useExport';

const CHOICES: readonly ExportChoice[] = ['print', 'screen', 'png', 'zip'];

/**
 * Print PDF, screen PDF, PNG and ZIP downloads of what the canvas shows, each with a tooltip
 * that says what it is for; a spinner while the server renders.
 */
export function ExportButtons({
  sheetIri,
  search,
  disabledReason,
  choices = CHOICES,
  fullWidth = false,
}: {
  sheetIri: string;
  search: string;
  /** Why exporting is not possible yet (a new sheet must be saved first), or null. */
  disabledReason: string | null;
  /** The downloads offered; the phone form leaves out the ZIP of every combination. */
  choices?: readonly ExportChoice[];
  /** Spread over the width (the phone form's action bar) instead of the toolbar's size. */
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const { run, pending, progress } = useExport(sheetIri, search);
  const busy = pending !== null;
  const group = (
    <ButtonGroup
      size="small"
      variant="outlined"
      fullWidth={fullWidth}
      aria-label={t('editor.export.label')}
    >
      {choices.map((choice) => (
        // A disabled button gets no tooltip of its own (it could not show it): the group's says
        // why. describeChild: the hint describes the button; its name stays what it shows.
        <Tooltip
          key={choice}
          describeChild
          title={disabledReason === null && !busy ? t(`editor.export.hints.${choice}`) : ''}
        >
          <Button
            disabled={disabledReason !== null || busy}
            onClick={() => void run(choice)}
            startIcon={
              pending === choice ? (
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
            {t(`editor.export.${choice}`)}
          </Button>
        </Tooltip>
      ))}
    </ButtonGroup>
  );
  return disabledReason === null ? group : <Tooltip title={disabledReason}>{group}</Tooltip>;
}
