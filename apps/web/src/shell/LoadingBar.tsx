import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage';
import { useThrottledProgress } from '../loading/ProgressContext';
import { progressPercent } from '../loading/progressStore';

/** SPEC section 9: the progress bar's throttle. */
const throttleMs = 200;

/** How long a finished bar stays at 100 % before it makes room again, in ms. */
const doneLingerMs = 1200;

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per language, made when a bar first shows: the first one of a page loads the
 * number data and took 0.1 s while the designer opened, where no bar shows.
 */
function percentFormatOf(iso: string): Intl.NumberFormat {
  let format = percentFormats.get(iso);
  if (!format) {
    format = new Intl.NumberFormat(iso, { style: 'percent' });
    percentFormats.set(iso, format);
  }
  return format;
}

/**
 * "Loading all data:" with a percentage while the overview's data loads; red with the failure
 * text when a request failed. Hidden when nothing is loading.
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const language = useLanguage();
  const progress = useThrottledProgress(throttleMs);
  const labelId = useId();
  const [lingered, setLingered] = useState(false);

  useEffect(() => {
    setLingered(false);
    if (progress.phase !== 'done') return;
    const timer = setTimeout(() => setLingered(true), doneLingerMs);
    return () => clearTimeout(timer);
  }, [progress.phase]);

  if (progress.phase === 'idle' || (progress.phase === 'done' && lingered)) return null;

  const failed = progress.phase === 'failed';
  const percent = progressPercent(progress);
  const formatted = percentFormatOf(language.iso).format(percent / 100);

  return (
    <Box sx={{ px: 2, pb: 1, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography id={labelId} variant="caption" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
        {t('shell.loadingAllData')} {failed ? t('shell.loadingFailed') : formatted}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={failed ? 100 : percent}
        color={failed ? 'error' : 'secondary'}
        aria-labelledby={labelId}
        sx={{ flexGrow: 1, height: 6, borderRadius: 3, bgcolor: 'rgba(255,255,255,0.3)' }}
      />
    </Box>
  );
}
