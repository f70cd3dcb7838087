import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NameDialogValues {
  name: string;
  details: string;
}

interface NameDialogProps {
  title: string;
  nameLabel: string;
  /** Names already used next to this one (same page for groups, same group for variants). */
  taken: readonly string[];
  /** The message when the name is taken. */
  takenMessage: string;
  initial?: NameDialogValues;
  /** Variants have details (matched by the overview's search); groups do not. */
  withDetails?: boolean;
  /** Answers whether the change was applied; the dialog stays open when it was not. */
  onSave(values: NameDialogValues): boolean;
  onClose(): void;
}

/** Asks for a group's or variant's name (and a variant's details), checking it inline. */
export function NameDialog(props: NameDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(props.initial?.name ?? '');
  const [details, setDetails] = useState(props.initial?.details ?? '');
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const takenBy = new Set(props.taken.map((n) => n.trim().toLowerCase()));
  const error =
    trimmed === ''
      ? t('variants.manager.nameRequired')
      : takenBy.has(trimmed.toLowerCase())
        ? props.takenMessage
        : null;

  const save = () => {
    setTouched(true);
    if (error !== null) return;
    if (props.onSave({ name: trimmed, details: details.trim() })) props.onClose();
  };

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              label={props.nameLabel}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setTouched(true);
              }}
              error={touched && error !== null}
              helperText={touched ? error : null}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
            {props.withDetails && (
              <TextField
                label={t('variants.manager.details')}
                helperText={t('variants.manager.detailsHelp')}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 255 } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={touched && error !== null}>
            {t('variants.manager.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
