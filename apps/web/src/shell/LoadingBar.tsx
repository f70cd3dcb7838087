import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage';
import { useThrottledProgress } from '../loading/ProgressContext';
import { progressPercent } from '../loading/progressStore';

/** SPEC section 9: the progress bar's throttle. */
const throttleMs = 200;

/** How long a finished bar stays at 100 % before it makes room again, in ms. */
const doneLingerMs = 1200;

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
  // Building a formatter takes about a millisecond: once per language, not once per step.
  const percentFormat = useMemo(
    () => new Intl.NumberFormat(language.iso, { style: 'percent' }),
    [language.iso],
  );

  useEffect(() => {
    setLingered(false);
    if (progress.phase !== 'done') return;
    const timer = setTimeout(() => setLingered(true), doneLingerMs);
    return () => clearTimeout(timer);
  }, [progress.phase]);

  if (progress.phase === 'idle' || (progress.phase === 'done' && lingered)) return null;

  const failed = progress.phase === 'failed';
  const percent = progressPercent(progress);
  const formatted = percentFormat.format(percent / 100);

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
