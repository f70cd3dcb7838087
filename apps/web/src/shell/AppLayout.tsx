import { Box, Container, Link } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageFromPath } from '../i18n/useLanguageRouting';
import { AppDrawer } from './drawer/AppDrawer';
import { Footer } from './Footer';
import { FillWindowContext } from './fillWindow';
import { PageTransition } from './PageTransition';
import { PasswordDialogProvider } from './password/PasswordDialogContext';
import { TopBar } from './TopBar';
import { useStartupLoads } from './useStartupLoads';

/**
 * The frame around every page: top bar, right-hand drawer, the page with its transition, and
 * the footer. Pages only fill the outlet.
 */
export function AppLayout() {
  useLanguageFromPath();
  useStartupLoads();
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A page that fills the window (the designer) asks for it through FillsWindow.
  const [fills, setFills] = useState(false);

  return (
    <PasswordDialogProvider>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          // Filling, the window's height is the page's: the top bar, the page and the footer
          // share it and the document never scrolls (a taller page scrolls inside itself).
          ...(fills ? { height: '100dvh' } : { minHeight: '100vh' }),
        }}
      >
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
          maxWidth={fills ? false : 'lg'}
          disableGutters={fills}
          sx={{
            flexGrow: 1,
            py: fills ? 0 : 4,
            outline: 'none',
            // The page transition's box and the page in it take all of the height left.
            ...(fills && {
              minHeight: 0,
              display: 'flex',
              flexDirection: 'column',
              '& > *': { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
            }),
          }}
        >
          <FillWindowContext.Provider value={setFills}>
            <PageTransition />
          </FillWindowContext.Provider>
        </Container>
        {/* On every page (SPEC section 2); below the designer in one slim line. */}
        <Footer dense={fills} />
      </Box>
    </PasswordDialogProvider>
  );
}
