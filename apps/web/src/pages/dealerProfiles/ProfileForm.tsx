import { Box, Button, TextField } from '@mui/material';
import {
  DEALER_PROFILE_FIELD_MAX,
  DEALER_PROFILE_FIELDS,
  type DealerProfileField,
} from '@pms/sheet/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DealerProfileRecord,
  type ProfileFields,
  profileFields,
} from '../../api/dealerProfiles';

/** Fields with several lines: an address or opening hours are set as lines on the sheet. */
const MULTILINE: ReadonlySet<DealerProfileField> = new Set(['address', 'openingHours']);

interface ProfileFormProps {
  profile: DealerProfileRecord;
  readOnly: boolean;
  saving: boolean;
  onSave: (fields: ProfileFields) => void;
}

/** One dealer's details, as they fill the texts a designer bound to them. */
export function ProfileForm({ profile, readOnly, saving, onSave }: ProfileFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<ProfileFields>(() => profileFields(profile));
  const changed = JSON.stringify(fields) !== JSON.stringify(profileFields(profile));
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) onSave(fields);
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      {DEALER_PROFILE_FIELDS.map((field) => (
        <TextField
          key={field}
          size="small"
          label={t(`editorPanels.profileFields.${field}`)}
          value={fields[field]}
          multiline={MULTILINE.has(field)}
          minRows={MULTILINE.has(field) ? 2 : undefined}
          slotProps={{ input: { readOnly }, htmlInput: { maxLength: DEALER_PROFILE_FIELD_MAX } }}
          onChange={(event) =>
            setFields((current) => ({ ...current, [field]: event.target.value }))
          }
        />
      ))}
      {!readOnly && (
        <Box>
          <Button type="submit" variant="contained" disabled={!changed || saving}>
            {t('dealerProfiles.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
