import PushPinIcon from '@mui/icons-material/PushPin';
import { Divider, List, ListItem, ListItemText, Paper, Tooltip } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { SheetSummary } from '../../api/sheets';

/** The sheets with name and details; pinned (sticky) sheets carry a pin. */
export function SheetList({ sheets }: { sheets: readonly SheetSummary[] }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <List disablePadding>
        {sheets.map((sheet, index) => (
          <Fragment key={sheet['@id']}>
            {index > 0 && <Divider component="li" />}
            <ListItem
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
          </Fragment>
        ))}
      </List>
    </Paper>
  );
}
