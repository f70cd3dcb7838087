import PushPinIcon from '@mui/icons-material/PushPin';
import { List, ListItem, ListItemText, Paper, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SheetSummary } from '../../api/sheets';

/** The sheets with name and details; pinned (sticky) sheets carry a pin. */
export function SheetList({ sheets }: { sheets: readonly SheetSummary[] }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <List disablePadding>
        {/* A border between items, not a Divider: an <li role="separator"> breaks the list. */}
        {sheets.map((sheet, index) => (
          <ListItem
            key={sheet['@id']}
            divider={index < sheets.length - 1}
            secondaryAction={
              sheet.sticky ? (
                <Tooltip title={t('sheets.pinned')}>
                  <PushPinIcon color="secondary" aria-label={t('sheets.pinned')} />
                </Tooltip>
              ) : null
            }
          >
            <ListItemText
              primary={sheet.name}
              secondary={sheet.details || null}
              slotProps={{ primary: { sx: { fontWeight: 500 } } }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
