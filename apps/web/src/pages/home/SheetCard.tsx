import PushPinIcon from '@mui/icons-material/PushPin';
import { Chip, Paper, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { memo } from 'react';
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

// Styled once here rather than with `sx` per card: a keystroke may draw dozens of new cards,
// and resolving `sx` objects on every render was a large part of that time.
const CardItem = styled(Paper)({
  listStyle: 'none',
  height: '100%',
  overflow: 'hidden',
}) as typeof Paper;

const CardLink = styled(Link)(({ theme }) => ({
  display: 'block',
  height: '100%',
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
  },
}));

const Content = styled('div')(({ theme }) => ({ padding: theme.spacing(1.5) }));

const Title = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(0.5),
}));

const Name = styled(Typography)({ flex: 1, lineHeight: 1.3 }) as typeof Typography;

const Details = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(0.5) }));

/** What a card shows; apart from the link, which changes with every keystroke (it carries the search). */
const CardBody = memo(function CardBody({ sheet, showStatus }: Omit<SheetCardProps, 'to'>) {
  const { t } = useTranslation();
  return (
    <>
      <Thumbnail url={sheet.thumbnail} alt={t('overview.thumbnailAlt', { name: sheet.name })} />
      <Content>
        <Title>
          <Name variant="subtitle2" component="h3">
            {sheet.name}
          </Name>
          {sheet.sticky && (
            <Tooltip title={t('sheets.pinned')}>
              <PushPinIcon fontSize="small" color="secondary" aria-label={t('sheets.pinned')} />
            </Tooltip>
          )}
        </Title>
        {sheet.details && (
          <Details variant="body2" color="text.secondary">
            {sheet.details}
          </Details>
        )}
        {showStatus && (
          <Chip
            size="small"
            style={{ marginTop: 8 }}
            color={sheet.status === 'unlocked' ? 'success' : 'default'}
            label={sheet.status === 'unlocked' ? t('status.unlocked') : t('status.locked')}
          />
        )}
      </Content>
    </>
  );
});

/** One sheet in the overview: thumbnail, name, details, and for admins its status. */
export const SheetCard = memo(function SheetCard({ sheet, to, showStatus }: SheetCardProps) {
  const body = <CardBody sheet={sheet} showStatus={showStatus} />;
  return (
    <CardItem variant="outlined" component="li">
      {to ? <CardLink to={to}>{body}</CardLink> : body}
    </CardItem>
  );
});
