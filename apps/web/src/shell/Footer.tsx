import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../routes/useLocalizedPath';

/**
 * The year and the links to imprint, support and privacy policy (SPEC section 2). Dense below
 * a page that fills the window (the designer): one slim line, so the page keeps its height.
 */
export function Footer({ dense = false }: { dense?: boolean }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const links = [
    { to: '/imprint', label: t('pages.imprint') },
    { to: '/support', label: t('pages.support') },
    { to: '/dataprivacy', label: t('pages.dataPrivacy') },
  ];
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        py: dense ? 0.25 : 2,
        flex: 'none',
      }}
    >
      <Container
        maxWidth={dense ? false : 'lg'}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {t('app.title')}
        </Typography>
        <Stack component="nav" aria-label={t('shell.footerNav')} direction="row" spacing={3}>
          {links.map((link) => (
            <Link key={link.to} component={RouterLink} to={localized(link.to)} variant="body2">
              {link.label}
            </Link>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
