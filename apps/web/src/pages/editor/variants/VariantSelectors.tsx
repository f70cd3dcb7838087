import { Box, ListItemText, MenuItem, TextField } from '@mui/material';
import { getPage } from '@pms/sheet/browser';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editorApi';

/**
 * One select per variant group of the current page, for the toolbar: the canvas shows the
 * sheet resolved for these variants. Groups without variants have nothing to choose.
 */
export function VariantSelectors() {
  const { t } = useTranslation();
  const { data, pageIndex, selection, selectVariant } = useEditor();
  const page = getPage(data, pageIndex);
  const groups = page.variant_groups
    .map((group) => ({ group, variants: page.variants.filter((v) => v.group === group.id) }))
    .filter(({ variants }) => variants.length > 0);
  if (groups.length === 0) return null;

  return (
    <Box
      role="group"
      aria-label={t('variants.selectors.label')}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {groups.map(({ group, variants }) => (
        <TextField
          key={group.id}
          select
          size="small"
          label={group.name}
          value={String(selection[group.id] ?? '')}
          onChange={(event) => selectVariant(group.id, Number(event.target.value))}
          sx={{ minWidth: 120, maxWidth: 220 }}
          slotProps={{
            select: {
              // The closed select shows just the name; the menu adds the details.
              renderValue: (id) => variants.find((v) => String(v.id) === id)?.name ?? '',
            },
          }}
        >
          {variants.map((variant) => (
            <MenuItem key={variant.id} value={String(variant.id)}>
              <ListItemText
                primary={variant.name}
                secondary={variant.details === '' ? undefined : variant.details}
              />
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Box>
  );
}
