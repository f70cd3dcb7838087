import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { AppBar, Box, Button, Link, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { useLogout } from '../auth/useAuthActions';
import { useLocalizedPath } from '../routes/useLocalizedPath';
import { LanguageMenu } from './LanguageMenu';

/** The bar on every page: title, Overview link, language menu, and login or logout. */
export function TopBar() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const logout = useLogout();
  const localized = useLocalizedPath();

  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <Link
          component={RouterLink}
          to={localized('/')}
          color="inherit"
          underline="none"
          variant="h6"
          noWrap
          sx={{ fontWeight: 600, mr: 2 }}
        >
          {t('app.title')}
        </Link>
        {user && (
          <Button color="inherit" component={RouterLink} to={localized('/')}>
            {t('nav.overview')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <LanguageMenu />
        {user ? (
          <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void logout()}>
            {t('nav.logout', { username: user.username })}
          </Button>
        ) : (
          <Button
            color="inherit"
            startIcon={<LoginIcon />}
            component={RouterLink}
            to={localized('/login')}
          >
            {t('nav.login')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
