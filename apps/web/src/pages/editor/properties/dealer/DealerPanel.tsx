import { Box, Typography } from '@mui/material';
import { dealerFieldLabel } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../../editorApi';
import { DealerFieldEditor } from './DealerFieldEditor';
import { DealerSyncStatus } from './DealerSyncStatus';

/**
 * Dealer mode: only the content of the selected element marked editable for dealers (its text,
 * list lines or image), kept as the dealer's own value; the sheet itself never changes.
 */
export function DealerPanel() {
  const { t } = useTranslation();
  const { selectedIds, resolvedElements } = useEditor();
  const selected = resolvedElements.filter((e) => selectedIds.includes(e.id));
  const editable = selected.filter((e) => e.config.dealerEditable);
  const element = editable.length === 1 ? editable[0] : undefined;

  if (element === undefined) {
    return (
      <>
        <DealerSyncStatus />
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {selected.length > 0 && editable.length === 0
            ? t('editorPanels.dealer.locked')
            : t('editorPanels.dealer.hint')}
        </Typography>
      </>
    );
  }
  return (
    <>
      <DealerSyncStatus />
      <Box sx={{ p: 2 }}>
        <Typography component="h2" variant="subtitle1" sx={{ mb: 2, wordBreak: 'break-word' }}>
          {dealerFieldLabel(element.config)}
        </Typography>
        <DealerFieldEditor key={element.id} element={element} />
      </Box>
    </>
  );
}
