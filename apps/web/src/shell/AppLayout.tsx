import { Box, Container, Link } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageFromPath } from '../i18n/useLanguageRouting';
import { AppDrawer } from './drawer/AppDrawer';
import { Footer } from './Footer';
import { PageTransition } from './PageTransition';
import { PasswordDialogProvider } from './password/PasswordDialogContext';
import { TopBar } from './TopBar';
import { useLoadToasts } from './useLoadToasts';
import { useStartupLoads } from './useStartupLoads';

/**
 * The frame around every page: top bar, right-hand drawer, the page with its transition, and
 * the footer. Pages only fill the outlet.
 */
export function AppLayout() {
  useLanguageFromPath();
  useLoadToasts();
  useStartupLoads();
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <PasswordDialogProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        {/* Keyboard users skip the bar and land on the page itself. */}
        <Link
          href="#main"
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: 'tooltip',
            bgcolor: 'background.paper',
            p: 1,
            '&:focus': { top: 8 },
          }}
        >
          {t('shell.skipToContent')}
        </Link>
        <TopBar drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen(true)} />
        <AppDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        <Container
          component="main"
          id="main"
          tabIndex={-1}
          maxWidth="lg"
          sx={{ flexGrow: 1, py: 4, outline: 'none' }}
        >
          <PageTransition />
        </Container>
        <Footer />
      </Box>
    </PasswordDialogProvider>
  );
}
