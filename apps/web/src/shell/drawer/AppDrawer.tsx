import AddIcon from '@mui/icons-material/Add';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/Key';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TableChartIcon from '@mui/icons-material/TableChart';
import {
  Box,
  Divider,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { type ReactElement, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { isAdmin, isRegionAdmin } from '../../auth/roles';
import { useLogout } from '../../auth/useAuthActions';
import { useLocalizedPath } from '../../routes/useLocalizedPath';
import { useOpenPasswordDialog } from '../password/PasswordDialogContext';
import { type DrawerEntryId, drawerEntries, drawerLinks } from './drawerEntries';

/** SPEC section 9: the drawer is 350 wide (narrower screens get their full width). */
export const drawerWidth = 350;

const icons: Record<DrawerEntryId, ReactElement> = {
  newSheet: <AddIcon />,
  manageUsers: <GroupIcon />,
  sheetOverview: <TableChartIcon />,
  mediaLibrary: <PhotoLibraryIcon />,
  myExports: <HistoryIcon />,
  dealerProfiles: <StorefrontIcon />,
  changePassword: <KeyIcon />,
  logout: <LogoutIcon />,
  login: <LoginIcon />,
};

interface AppDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The right-hand menu: admin links, password and logout, or Login when logged out. */
export function AppDrawer({ open, onClose }: AppDrawerProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const localized = useLocalizedPath();
  const logout = useLogout();
  const openPasswordDialog = useOpenPasswordDialog();
  // Runs once the drawer has closed: the drawer gives the focus back to its button on closing,
  // which would otherwise pull it out of a dialog opened at the same moment.
  const afterClose = useRef<(() => void) | null>(null);
  const titleId = useId();

  const labels: Record<DrawerEntryId, string> = {
    newSheet: t('nav.newSheet'),
    manageUsers: t('nav.manageUsers'),
    sheetOverview: t('nav.sheetOverview'),
    mediaLibrary: t('media.drawerEntry'),
    myExports: t('myExports.drawerEntry'),
    dealerProfiles:
      isAdmin(user) || isRegionAdmin(user)
        ? t('dealerProfiles.drawerEntry')
        : t('dealerProfiles.ownEntry'),
    changePassword: t('nav.changePassword'),
    logout: t('nav.logout', { username: user?.username ?? '' }),
    login: t('nav.login'),
  };
  const actions: Partial<Record<DrawerEntryId, () => void>> = {
    changePassword: openPasswordDialog,
    logout: () => void logout(),
  };

  const entry = (id: DrawerEntryId) => {
    const link = id in drawerLinks ? drawerLinks[id as keyof typeof drawerLinks] : null;
    const content = (
      <>
        <ListItemIcon>{icons[id]}</ListItemIcon>
        <ListItemText primary={labels[id]} />
      </>
    );
    return (
      <ListItem key={id} disablePadding>
        {link ? (
          <ListItemButton component={RouterLink} to={localized(link)} onClick={onClose}>
            {content}
          </ListItemButton>
        ) : (
          <ListItemButton
            onClick={() => {
              afterClose.current = actions[id] ?? null;
              onClose();
            }}
          >
            {content}
          </ListItemButton>
        )}
      </ListItem>
    );
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        // The open drawer is a modal dialog; its heading names it.
        paper: { sx: { width: drawerWidth, maxWidth: '100%' }, 'aria-labelledby': titleId },
        transition: {
          onExited: () => {
            const action = afterClose.current;
            afterClose.current = null;
            action?.();
          },
        },
      }}
    >
      <Box component="nav" aria-label={t('nav.menu')}>
        <Box sx={{ px: 2, py: 2 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('nav.menu')}
          </Typography>
          {user && (
            <Typography variant="body2" color="text.secondary">
              {t('nav.loggedInAs', { username: user.username })}
            </Typography>
          )}
        </Box>
        <Divider />
        <List>{drawerEntries(user).map(entry)}</List>
      </Box>
    </Drawer>
  );
}
