import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { Alert, Box, Typography } from '@mui/material';
import { readableName } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../../editorApi';

/**
 * Whether the dealer's values are on the server ("saved" is what lets a dealer trust that the
 * laptop in the showroom has them), and which saved values the sheet no longer takes.
 */
export function DealerSyncStatus() {
  const { t } = useTranslation();
  const { dealerSync } = useEditor();
  const { status, dropped } = dealerSync;
  const Icon =
    status.state === 'saved'
      ? CloudDoneIcon
      : status.state === 'failed'
        ? CloudOffIcon
        : CloudSyncIcon;
  // What happened and what to do, in the dealer's words: never the server's (English) text.
  const text = t(
    `editorPanels.dealer.sync.${status.state === 'failed' ? status.failure : status.state}`,
  );
  return (
    <Box sx={{ px: 2, pt: 1.5 }}>
      <Typography
        role="status"
        variant="body2"
        color={status.state === 'failed' ? 'error' : 'text.secondary'}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        data-sync-state={status.state}
        data-sync-failure={status.state === 'failed' ? status.failure : undefined}
      >
        <Icon fontSize="small" aria-hidden />
        {text}
      </Typography>
      {dropped.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {/* The fields are gone, so their labels too: their names as dealers read them. */}
          {t('editorPanels.dealer.dropped', { names: dropped.map(readableName).join(', ') })}
        </Alert>
      )}
    </Box>
  );
}
