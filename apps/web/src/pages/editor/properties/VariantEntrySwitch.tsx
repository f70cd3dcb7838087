import { Alert, Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import { type Element, getPage, removeElementVariantConfig } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';
import { useSelectedVariantIds } from './editing';
import { applicableEntries, combinationName } from './variantOverrides';

function sameCombination(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(b);
  return new Set(a).size === set.size && a.every((id) => set.has(id));
}

/**
 * "Edit for this combination": names the selected variants and, when on, sends every edit
 * to the element's entry for them; a button removes that entry. A line below always says
 * where an edit goes: to the base, or to this combination only. With the switch off and
 * entries that apply to the shown combination, it also says that their values are the ones
 * shown (as on the canvas) and are kept when the base changes (see useOverrideGuard).
 */
export function VariantEntrySwitch({
  element,
  checked,
  onChange,
}: {
  element: Element;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const { t } = useTranslation();
  const { data, pageIndex, apply } = useEditor();
  const variantIds = useSelectedVariantIds();
  const page = getPage(data, pageIndex);
  const names = variantIds
    .map((id) => page.variants.find((v) => v.id === id)?.name)
    .filter((name) => name !== undefined);
  const hasEntry = element.variants.some((entry) => sameCombination(entry.variants, variantIds));
  const combination = names.join(' · ');
  const ownValuesFrom = applicableEntries(element, variantIds)
    .filter((entry) => Object.keys(entry.config).length > 0)
    .map((entry) => combinationName(page.variants, entry.variants));

  return (
    <Box sx={{ mb: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={variantIds.length === 0}
            onChange={(event) => onChange(event.target.checked)}
          />
        }
        label={t('editorPanels.variant.switch')}
      />
      <Typography variant="body2" color="text.secondary">
        {names.length === 0
          ? t('editorPanels.variant.noneSelected')
          : t('editorPanels.variant.combination', { combination })}
      </Typography>
      <Alert severity="info" role="status" sx={{ mt: 1 }} data-testid="edit-target">
        {checked
          ? hasEntry
            ? t('editorPanels.variant.editingEntry', { combination })
            : t('editorPanels.variant.newEntry', { combination })
          : t('editorPanels.variant.editingBase')}
        {!checked && ownValuesFrom.length > 0 && (
          <>
            {' '}
            {t('editorPanels.variant.ownValuesShown', {
              combination: [...new Set(ownValuesFrom)].join(', '),
              switch: t('editorPanels.variant.switch'),
            })}
          </>
        )}
      </Alert>
      {hasEntry && (
        <Button
          size="small"
          color="error"
          sx={{ mt: 1 }}
          onClick={() =>
            apply(
              (d) => removeElementVariantConfig(d, pageIndex, element.id, variantIds),
              t('editorPanels.undo.removeEntry'),
            )
          }
        >
          {t('editorPanels.variant.removeEntry')}
        </Button>
      )}
    </Box>
  );
}
