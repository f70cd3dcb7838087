import {
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  ADMIN,
  REGION_ADMIN,
  regionName,
  regionOfRole,
  regionsByName,
  roleOfRegion,
} from './roleNames';

interface RoleFieldsProps {
  roles: string[];
  onChange(roles: string[]): void;
}

/**
 * An account's roles by their names: administrator and region admin as checkboxes, its regions
 * as a list of country names in the interface language. Roles this app does not know are kept.
 */
export function RoleFields({ roles, onChange }: RoleFieldsProps) {
  const { t, i18n } = useTranslation();
  const iso = i18n.language;
  const toggle = (role: string, on: boolean) =>
    onChange(on ? [...roles, role] : roles.filter((r) => r !== role));
  const regionRoles = roles.filter((role) => regionOfRole(role) !== null);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{t('users.roles')}</FormLabel>
      <FormGroup row>
        {[
          { role: ADMIN, label: t('users.role.admin') },
          { role: REGION_ADMIN, label: t('users.role.regionAdmin') },
        ].map(({ role, label }) => (
          <FormControlLabel
            key={role}
            sx={{ minWidth: 170 }}
            label={label}
            control={
              <Checkbox
                checked={roles.includes(role)}
                onChange={(event) => toggle(role, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <TextField
        select
        fullWidth
        label={t('users.regions')}
        helperText={t('users.regionsHint')}
        value={regionRoles}
        sx={{ mt: 1 }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as string[])
                .map((role) => {
                  const region = regionOfRole(role);
                  return region ? regionName(region, t, iso) : role;
                })
                .join(', '),
          },
        }}
        onChange={(event) => {
          // A multiple select answers the chosen values as a list, typed as the input's string.
          const value: unknown = event.target.value;
          const chosen = Array.isArray(value) ? value.map(String) : [];
          onChange([...roles.filter((role) => regionOfRole(role) === null), ...chosen]);
        }}
      >
        {regionsByName(t, iso).map(({ region, name }) => (
          <MenuItem key={region} value={roleOfRegion(region)}>
            <Checkbox size="small" checked={regionRoles.includes(roleOfRegion(region))} />
            {name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

interface DealerRegionFieldProps {
  roles: string[];
  error: string | undefined;
  onChange(roles: string[]): void;
}

/** The dealer preset's one region, by its name; a dealer's region is their only role. */
export function DealerRegionField({ roles, error, onChange }: DealerRegionFieldProps) {
  const { t, i18n } = useTranslation();
  const current = roles.find((role) => regionOfRole(role) !== null) ?? '';
  return (
    <TextField
      select
      required
      label={t('users.region')}
      value={current}
      error={error !== undefined}
      helperText={error ?? t('users.dealerRegionHint')}
      onChange={(event) => onChange([event.target.value])}
    >
      {regionsByName(t, i18n.language)
        .filter(({ region }) => region !== 'none')
        .map(({ region, name }) => (
          <MenuItem key={region} value={roleOfRegion(region)}>
            {name}
          </MenuItem>
        ))}
    </TextField>
  );
}
