import { Box } from '@mui/material';
import { pageCount } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import type { SheetDocument } from '../../../api/sheetDocument';
import { useShowCurrentSheet } from '../../../sheetContext/CurrentSheetContext';
import { useToastSlot } from '../../../shell/Toasts';
import { useEditor } from '../editorApi';
import { PageTabs } from '../page/PageTabs';
import { DealerSyncStatus } from '../properties/dealer/DealerSyncStatus';
import { ExportButtons } from '../toolbar/ExportButtons';
import { VariantSelectors } from '../variants/VariantSelectors';
import { DealerFormFields } from './DealerFormFields';
import { DealerPreview } from './DealerPreview';

/**
 * Dealer mode on a phone or tablet: the fields a dealer fills in as a form beside (tablet) or
 * under (phone) a preview of the page as wide as the screen, the export buttons in a bar at
 * the bottom, and the toasts in the layout above that bar, so a toast never covers a field or
 * a button. The same editor state as the desktop designer: values, limits, sync and exports.
 */
export function DealerForm({ document, search }: { document: SheetDocument; search: string }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const toastSlot = useToastSlot();
  useShowCurrentSheet({
    name: document.meta.name.trim() || t('editor.untitled'),
    region: document.region,
  });
  return (
    <Box
      data-testid="dealer-form"
      sx={{
        // The whole window below the top bar, as the designer: the action bar stays in reach.
        width: '100vw',
        ml: 'calc(50% - 50vw)',
        mt: -4,
        mb: -4,
        height: { xs: 'calc(100dvh - 56px)', sm: 'calc(100dvh - 64px)' },
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box data-testid="dealer-form-scroll" sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <DealerSyncStatus />
        <Box sx={{ px: 2, pt: 1.5 }}>
          <VariantSelectors />
        </Box>
        {pageCount(editor.data) > 1 && <PageTabs />}
        <Box
          sx={{
            display: 'grid',
            // A tablet has room for the page beside its fields; a phone puts it on top.
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
            gap: 2,
            p: 2,
          }}
        >
          <Box sx={{ position: { sm: 'sticky' }, top: { sm: 0 } }}>
            <DealerPreview />
          </Box>
          <DealerFormFields />
        </Box>
      </Box>
      <Box
        ref={toastSlot}
        data-testid="toast-slot"
        sx={{
          flex: 'none',
          px: 1,
          // notistack fixes its container to the window; here it is part of the column.
          '& .notistack-SnackbarContainer': {
            position: 'static',
            transform: 'none',
            width: '100%',
            maxWidth: '100%',
            alignItems: 'stretch',
          },
        }}
      />
      <Box
        role="toolbar"
        aria-label={t('dealerForm.actions')}
        sx={{
          flex: 'none',
          px: 2,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <ExportButtons
          sheetIri={document.iri}
          search={search}
          disabledReason={null}
          choices={['print', 'screen', 'png']}
          fullWidth
        />
      </Box>
    </Box>
  );
}
