import { Box, Container } from '@mui/material';
import { Outlet } from 'react-router';
import { useLanguageFromPath } from '../i18n/useLanguageRouting';
import { TopBar } from './TopBar';

/**
 * The frame around every page. The later shell (drawer, footer, loading bar, transitions)
 * grows here; pages only fill the outlet.
 */
export function AppLayout() {
  useLanguageFromPath();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: 4 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
