import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaletteColor } from '../../api/palettes';

/** What the dialog edits: a colour's brand, name, CMYK percentages and spot ink. */
export interface PaletteColorDraft {
  ci: string;
  name: string;
  cyan: number;
  magenta: number;
  yellow: number;
  black: number;
  spotName: string | null;
}

const CHANNELS = ['cyan', 'magenta', 'yellow', 'black'] as const;

function draftOf(color: PaletteColor | null, ci: string): PaletteColorDraft {
  if (!color) return { ci, name: '', cyan: 0, magenta: 0, yellow: 0, black: 0, spotName: null };
  const { name, cyan, magenta, yellow, black, spotName } = color;
  return { ci: color.ci, name, cyan, magenta, yellow, black, spotName };
}

interface Props {
  /** The colour to change, or null to add one. */
  color: PaletteColor | null;
  /** The brand a new colour is for (its field stays editable). */
  ci: string;
  busy: boolean;
  onSave(draft: PaletteColorDraft): void;
  onClose(): void;
}

/** Adds or changes a brand colour as the brand manual gives it: CMYK and an optional spot ink. */
export function PaletteColorDialog({ color, ci, busy, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [draft, setDraft] = useState(() => draftOf(color, ci));
  const set = (patch: Partial<PaletteColorDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...draft, ci: draft.ci.trim().toLowerCase(), name: draft.name.trim() });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>
          {color ? t('media.palette.editTitle', { name: color.name }) : t('media.palette.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, minWidth: 340 }}>
            <TextField
              size="small"
              label={t('media.palette.ci')}
              value={draft.ci}
              disabled={color !== null}
              required
              onChange={(event) => set({ ci: event.target.value })}
            />
            <TextField
              size="small"
              label={t('media.palette.name')}
              value={draft.name}
              required
              onChange={(event) => set({ name: event.target.value })}
            />
            <Stack direction="row" spacing={1}>
              {CHANNELS.map((channel) => (
                <TextField
                  key={channel}
                  size="small"
                  type="number"
                  label={t(`media.palette.${channel}`)}
                  value={draft[channel]}
                  onChange={(event) => set({ [channel]: Number(event.target.value) })}
                  slotProps={{ htmlInput: { min: 0, max: 100, step: 0.5 } }}
                />
              ))}
            </Stack>
            <TextField
              size="small"
              label={t('media.palette.spotName')}
              helperText={t('media.palette.spotHint')}
              value={draft.spotName ?? ''}
              onChange={(event) => set({ spotName: event.target.value || null })}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('media.palette.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
