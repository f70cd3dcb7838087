import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import type { MergeConflict, MergeSide } from '@pms/sheet/browser';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingConflict } from '../state/saveMerge';
import { ConflictValue } from './ConflictValue';
import { propertyLabel, savedByKey, type ValueNames } from './conflictText';

interface ConflictDialogProps {
  pending: PendingConflict | null;
  saving: boolean;
  /** Saves with the choices made (conflict key → side); the side not chosen stays a revision. */
  onSave(choose: Record<string, MergeSide>): void;
  /** Closed unanswered: the edits stay for the next save. */
  onClose(): void;
  /** Names for values that are references (a category's IRI). */
  names?: ValueNames;
}

/**
 * A save met a newer version and both changed the same properties: each is listed with both
 * values side by side, mine chosen unless the user picks theirs, and Save saves the choice.
 */
export function ConflictDialog({ pending, saving, onSave, onClose, names }: ConflictDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={pending !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('editor.conflict.title')}</DialogTitle>
      {/* A new conflict (another save meanwhile) starts with its own choices. */}
      {pending && (
        <ConflictChoices
          key={pending.theirs.version}
          pending={pending}
          saving={saving}
          onSave={onSave}
          onClose={onClose}
          names={names}
        />
      )}
    </Dialog>
  );
}

function ConflictChoices({
  pending,
  saving,
  onSave,
  onClose,
  names,
}: ConflictDialogProps & { pending: PendingConflict }) {
  const { t } = useTranslation();
  const [choose, setChoose] = useState<Record<string, MergeSide>>({});
  const { suffix, name } = savedByKey(pending.savedBy);
  const theirsLabel = t(`editor.conflict.theirs${suffix}`, { name });
  return (
    <>
      <DialogContent>
        <DialogContentText>{t(`editor.conflict.savedBy${suffix}`, { name })}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{t('editor.conflict.text')}</DialogContentText>
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr) minmax(0, 1.3fr)',
            columnGap: 2,
          }}
        >
          <Box sx={{ display: 'contents', typography: 'overline', color: 'text.secondary' }}>
            <span>{t('editor.conflict.what')}</span>
            <span>{t('editor.conflict.yours')}</span>
            <span>{theirsLabel}</span>
          </Box>
          {pending.merge.conflicts.map((conflict) => (
            <ConflictRow
              key={conflict.key}
              conflict={conflict}
              theirsLabel={theirsLabel}
              names={names}
              side={choose[conflict.key] ?? 'mine'}
              onChoose={(side) => setChoose((now) => ({ ...now, [conflict.key]: side }))}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={saving} onClick={() => onSave(choose)}>
          {t('editor.conflict.save')}
        </Button>
      </DialogActions>
    </>
  );
}

function ConflictRow({
  conflict,
  theirsLabel,
  names,
  side,
  onChoose,
}: {
  conflict: MergeConflict;
  theirsLabel: string;
  names: ValueNames | undefined;
  side: MergeSide;
  onChoose(side: MergeSide): void;
}) {
  const { t } = useTranslation();
  const what = propertyLabel(t, conflict.path);
  const label = conflict.element ? `${conflict.element}: ${what}` : what;
  return (
    <RadioGroup
      aria-label={label}
      value={side}
      onChange={(_event, value) => onChoose(value === 'theirs' ? 'theirs' : 'mine')}
      sx={{
        display: 'contents',
        '& > *': { py: 1, borderTop: 1, borderColor: 'divider', alignSelf: 'stretch' },
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <FormControlLabel
        value="mine"
        control={
          <Radio size="small" slotProps={{ input: { 'aria-label': t('editor.conflict.yours') } }} />
        }
        label={<ConflictValue path={conflict.path} value={conflict.mine} names={names} />}
        sx={{ mx: 0, alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.25 } }}
      />
      <FormControlLabel
        value="theirs"
        control={<Radio size="small" slotProps={{ input: { 'aria-label': theirsLabel } }} />}
        label={<ConflictValue path={conflict.path} value={conflict.theirs} names={names} />}
        sx={{ mx: 0, alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.25 } }}
      />
    </RadioGroup>
  );
}
