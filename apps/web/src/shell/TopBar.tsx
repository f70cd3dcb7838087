import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Link, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { useLocalizedPath } from '../routes/useLocalizedPath';
import { CurrentSheetInfo } from './CurrentSheetInfo';
import { LanguageMenu } from './LanguageMenu';
import { LoadingBar } from './LoadingBar';
import { useSubtitleKey } from './subtitle';

interface TopBarProps {
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

/**
 * The bar on every page: title and subtitle, Overview link, the open sheet, language menu and
 * the button of the right-hand drawer; below it the loading bar while data loads.
 */
export function TopBar({ drawerOpen, onOpenDrawer }: TopBarProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const localized = useLocalizedPath();
  const subtitleKey = useSubtitleKey();

  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, mr: 1 }}>
          <Link
            component={RouterLink}
            to={localized('/')}
            color="inherit"
            underline="none"
            variant="h6"
            // On a phone the title wraps between its words at a smaller size, instead of
            // being cut to "Print- and Med…"; wider screens keep it on one line.
            sx={{
              fontWeight: 600,
              lineHeight: 1.2,
              fontSize: { xs: '1rem', sm: '1.25rem' },
              whiteSpace: { xs: 'normal', sm: 'nowrap' },
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {t('app.title')}
          </Link>
          {subtitleKey && (
            <Typography variant="body2" noWrap>
              {t(subtitleKey)}
            </Typography>
          )}
        </Box>
        {user && (
          // On a phone the title is the link to the overview: the room goes to the open sheet.
          <Button
            color="inherit"
            component={RouterLink}
            to={localized('/')}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {t('nav.overview')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          <CurrentSheetInfo />
        </Box>
        <LanguageMenu />
        <IconButton
          color="inherit"
          edge="end"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={onOpenDrawer}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <LoadingBar />
    </AppBar>
  );
}
