import PushPinIcon from '@mui/icons-material/PushPin';
import { Box, Card, CardActionArea, CardContent, Chip, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SheetSummary } from '../../api/sheets';
import { Thumbnail } from '../../components/Thumbnail';

interface SheetCardProps {
  sheet: SheetSummary;
  /** Where the card opens: the designer with the default variants, or null when it cannot. */
  to: string | null;
  showStatus: boolean;
}

/** One sheet in the overview: thumbnail, name, details, and for admins its status. */
export function SheetCard({ sheet, to, showStatus }: SheetCardProps) {
  const { t } = useTranslation();
  const body = (
    <>
      <Thumbnail url={sheet.thumbnail} alt={t('overview.thumbnailAlt', { name: sheet.name })} />
      <CardContent sx={{ p: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <Typography variant="subtitle2" component="h3" sx={{ flex: 1, lineHeight: 1.3 }}>
            {sheet.name}
          </Typography>
          {sheet.sticky && (
            <Tooltip title={t('sheets.pinned')}>
              <PushPinIcon fontSize="small" color="secondary" aria-label={t('sheets.pinned')} />
            </Tooltip>
          )}
        </Box>
        {sheet.details && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {sheet.details}
          </Typography>
        )}
        {showStatus && (
          <Chip
            size="small"
            sx={{ mt: 1 }}
            color={sheet.status === 'unlocked' ? 'success' : 'default'}
            label={sheet.status === 'unlocked' ? t('status.unlocked') : t('status.locked')}
          />
        )}
      </CardContent>
    </>
  );
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
