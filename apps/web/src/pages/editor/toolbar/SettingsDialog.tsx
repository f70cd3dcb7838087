import {
  Autocomplete,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../../api/categories';
import { suggestedBrands } from '../../../api/dealerLogos';
import type { SheetMeta } from '../../../api/sheetDocument';
import { categoryLabel } from '../../../i18n/categoryLabel';

/** What the Settings dialog edits: the sheet's own fields and the brand and sticky flag of its data. */
export interface SheetSettings {
  meta: SheetMeta;
  ci: string;
  sticky: boolean;
}

interface SettingsDialogProps {
  open: boolean;
  settings: SheetSettings;
  /** A regional copy keeps its master's category and ci (SPEC section 8's regional editing). */
  regional: boolean;
  onApply(settings: SheetSettings): void;
  onClose(): void;
}

/** Name, details, category, ci, status and sticky (SPEC section 3); applied on OK. */
export function SettingsDialog(props: SettingsDialogProps) {
  return props.open ? <SettingsForm {...props} /> : null;
}

function SettingsForm({ settings, regional, onApply, onClose }: SettingsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const categories = useCategories();
  const [draft, setDraft] = useState(settings);
  const setMeta = (patch: Partial<SheetMeta>) =>
    setDraft((current) => ({ ...current, meta: { ...current.meta, ...patch } }));
  const options = (categories.data ?? [])
    .map((category) => ({ iri: category['@id'], label: categoryLabel(t, category.name) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <DialogTitle id={titleId}>{t('editor.settings.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('editor.fields.name')}
              value={draft.meta.name}
              onChange={(event) => setMeta({ name: event.target.value })}
              autoFocus
            />
            <TextField
              label={t('editor.fields.details')}
              value={draft.meta.details}
              onChange={(event) => setMeta({ details: event.target.value })}
              multiline
              minRows={2}
            />
            {!regional && (
              <TextField
                select
                label={t('editor.fields.category')}
                value={draft.meta.category ?? ''}
                onChange={(event) => setMeta({ category: event.target.value || null })}
              >
                <MenuItem value="">{t('editor.settings.noCategory')}</MenuItem>
                {options.map((option) => (
                  <MenuItem key={option.iri} value={option.iri}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Autocomplete
              freeSolo
              disabled={regional}
              options={[...suggestedBrands]}
              inputValue={draft.ci}
              onInputChange={(_event, value) =>
                setDraft((current) => ({ ...current, ci: value.trim().toLowerCase() }))
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('editor.fields.ci')}
                  helperText={regional ? t('editor.settings.fromMaster') : undefined}
                />
              )}
            />
            <TextField
              select
              label={t('editor.fields.status')}
              value={draft.meta.status}
              onChange={(event) =>
                setMeta({ status: event.target.value === 'unlocked' ? 'unlocked' : 'locked' })
              }
            >
              <MenuItem value="locked">{t('status.locked')}</MenuItem>
              <MenuItem value="unlocked">{t('status.unlocked')}</MenuItem>
            </TextField>
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.sticky}
                  onChange={(event) =>
                    setDraft((current) => ({ ...current, sticky: event.target.checked }))
                  }
                />
              }
              label={t('editor.fields.sticky')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('editor.settings.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
