import { Button, LinearProgress } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type RegionalSheet, useSetCopyStatus } from '../../api/regionalSheets';
import { useToasts } from '../../shell/useToasts';

/**
 * Under a copy's card, for its region admin: whether the master changed since the copy was
 * made, how much of it is translated, and the status with the button that changes it (SPEC
 * section 4's message while it does, then the result). Outside the card's link, so its
 * button is a button of its own (no button inside a link) and keyboard focus reaches it.
 */
export const CopyFooter = memo(function CopyFooter({ copy }: { copy: RegionalSheet }) {
  const { t } = useTranslation();
  const { enqueueSnackbar, closeSnackbar } = useToasts();
  const setStatus = useSetCopyStatus();
  const unlocked = copy.status === 'unlocked';
  const next = unlocked ? 'locked' : 'unlocked';
  const share = copy.translation;
  const name = copy.name ?? '';

  const toggle = () => {
    const waiting = enqueueSnackbar(
      t('sheetOverview.changingStatus', { status: t(`status.${next}`) }),
      { variant: 'info' },
    );
    setStatus.mutate(
      { copy, status: next },
      {
        onSuccess: () => {
          closeSnackbar(waiting);
          enqueueSnackbar(t('sheetOverview.statusChanged'), { variant: 'success' });
        },
        onError: (error) => {
          closeSnackbar(waiting);
          enqueueSnackbar(error.message, { variant: 'error' });
        },
      },
    );
  };

  return (
    <div className="card-footer">
      {copy.masterChanged && <p className="card-changed">{t('overview.regional.masterChanged')}</p>}
      {share && share.total > 0 && (
        <div className="card-share">
          <span>
            {t('overview.regional.translated', {
              translated: share.translated,
              total: share.total,
            })}
          </span>
          <LinearProgress
            variant="determinate"
            value={(100 * share.translated) / share.total}
            aria-label={t('overview.regional.translatedLabel', { name })}
          />
        </div>
      )}
      {/* The status and its control side by side: what it is, and what the button makes it. */}
      <div className="card-status-row">
        <span className={unlocked ? 'card-status unlocked' : 'card-status'}>
          {t(`status.${unlocked ? 'unlocked' : 'locked'}`)}
        </span>
        <Button
          size="small"
          variant="outlined"
          loading={setStatus.isPending}
          onClick={toggle}
          aria-label={t(
            unlocked ? 'overview.regional.lockNamed' : 'overview.regional.releaseNamed',
            { name },
          )}
        >
          {t(unlocked ? 'overview.regional.lock' : 'overview.regional.release')}
        </Button>
      </div>
    </div>
  );
});
