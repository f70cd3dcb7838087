import { Box, Divider, Stack, Typography } from '@mui/material';
import { getPage } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { webDefinitionOf } from '../elements/registry';
import { IdentityFields, StyleFields } from './common/CommonFields';
import { DealerPanel } from './dealer/DealerPanel';
import { VariantEntryContext } from './editing';
import { TypeFields } from './elementPanels';
import { MissingGlyphsWarning } from './MissingGlyphsWarning';
import { MultipleSelection } from './MultipleSelection';
import { OverflowWarning } from './OverflowWarning';
import { VariantEntrySwitch } from './VariantEntrySwitch';

/** Properties of the selected element: common fields, its type's own fields, its overflow. */
export function PropertiesPanel() {
  const { t } = useTranslation();
  const { mode, selectedIds, data, pageIndex, variantEntry, setVariantEntry, selection } =
    useEditor();

  if (mode === 'dealer') return <DealerPanel />;

  const page = getPage(data, pageIndex);
  const selected = page.elements.filter((e) => selectedIds.includes(e.id));
  if (selected.length > 1) return <MultipleSelection elements={selected} />;
  const element = selected[0];
  if (element === undefined) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {t('editorPanels.properties.noSelection')}
      </Typography>
    );
  }
  const Icon = webDefinitionOf(element).icon;
  const hasGroups = page.variant_groups.length > 0;
  const editingEntry = hasGroups && variantEntry;

  return (
    <Box sx={{ p: 2, maxWidth: 320 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Icon fontSize="small" color="action" />
        <Typography component="h2" variant="subtitle1" sx={{ wordBreak: 'break-word' }}>
          {t(`editorPanels.types.${element.type}`)}: {element.config.name}
        </Typography>
      </Stack>
      {hasGroups && (
        <VariantEntrySwitch element={element} checked={variantEntry} onChange={setVariantEntry} />
      )}
      <VariantEntryContext.Provider value={editingEntry}>
        <OverflowWarning element={element} />
        <MissingGlyphsWarning element={element} />
        {/* Keyed, so drafts, refusals and timers belong to one element, one editing target
            and the combination they were shown for: another combination shows its own values. */}
        <Box key={`${element.id}-${editingEntry}-${Object.values(selection).join('.')}`}>
          <IdentityFields element={element} />
          <Divider sx={{ mb: 2 }} />
          <TypeFields element={element} />
          <Divider sx={{ mb: 2 }} />
          <StyleFields element={element} />
        </Box>
      </VariantEntryContext.Provider>
    </Box>
  );
}
