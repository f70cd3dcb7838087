import DownloadIcon from '@mui/icons-material/Download';
import { Button, ButtonGroup, CircularProgress, Tooltip } from '@mui/material';
import { useId } from 'react';
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
  const reasonId = useId();
  const group = (
    <ButtonGroup
      size="small"
      variant="outlined"
      fullWidth={fullWidth}
      aria-label={t('editor.export.label')}
    >
      {choices.map((choice) => {
        const button = (
          <Button
            key={choice}
            disabled={disabledReason !== null || busy}
            // Screen readers hear why the button is grey, not only those who point at it.
            aria-describedby={disabledReason === null ? undefined : reasonId}
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
        );
        // describeChild: the hint describes the button; its name stays what it shows.
        return disabledReason === null ? (
          <Tooltip
            key={choice}
            describeChild
            title={busy ? '' : t(`editor.export.hints.${choice}`)}
          >
            {button}
          </Tooltip>
        ) : (
          // A disabled button receives no pointer events, so the span around it shows the tooltip.
          <Tooltip key={choice} describeChild title={disabledReason}>
            <span style={{ display: 'inline-flex', flex: fullWidth ? 1 : undefined }}>
              {button}
            </span>
          </Tooltip>
        );
      })}
    </ButtonGroup>
  );
  if (disabledReason === null) return group;
  return (
    <>
      {group}
      <span id={reasonId} hidden>
        {disabledReason}
      </span>
    </>
  );
}
