import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MediaObject } from '../../api/mediaObjects';
import { useMediaTags } from '../../api/mediaObjects';
import { useAuth } from '../../auth/AuthContext';
import { isAdmin } from '../../auth/roles';
import { BrandColorsPanel } from './BrandColorsPanel';
import { BrandFontsPanel } from './BrandFontsPanel';
import { DealerLogosPanel } from './DealerLogosPanel';
import { MediaDetailsDialog } from './MediaDetailsDialog';
import { MediaLibrary } from './MediaLibrary';
import { MediaStaffOnly } from './MediaStaffOnly';

function LibraryTab() {
  const [open, setOpen] = useState<MediaObject | null>(null);
  const tags = useMediaTags();
  return (
    <>
      <MediaLibrary mode="manage" gridHeight="calc(100vh - 360px)" onActivate={setOpen} />
      {open && (
        <MediaDetailsDialog
          // A fresh form per image.
          key={open.id}
          media={open}
          knownTags={(tags.data ?? []).map((tag) => tag.name)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

function MediaTabs() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  // The tab lives in the URL, so a reload or a shared link opens the same one.
  const asked = params.get('tab');
  const tab =
    (asked === 'logos' || asked === 'fonts' || asked === 'colors') && isAdmin(user)
      ? asked
      : 'library';
  return (
    <>
      {isAdmin(user) && (
        <Tabs
          value={tab}
          onChange={(_, value: string) => setParams(value === 'library' ? {} : { tab: value })}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="library" label={t('media.tabs.library')} />
          <Tab value="logos" label={t('media.tabs.logos')} />
          <Tab value="fonts" label={t('media.tabs.fonts')} />
          <Tab value="colors" label={t('media.tabs.colors')} />
        </Tabs>
      )}
      <Box>
        {tab === 'logos' && <DealerLogosPanel />}
        {tab === 'fonts' && <BrandFontsPanel />}
        {tab === 'colors' && <BrandColorsPanel />}
        {tab === 'library' && <LibraryTab />}
      </Box>
    </>
  );
}

/**
 * /media: the image library for admins and region admins; the dealer logos, brand fonts and
 * brand colours for admins.
 */
export function MediaPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('media.title')}
      </Typography>
      <MediaStaffOnly>
        {/* On white: the primary blue of tabs and outlined buttons is too faint on the grey page. */}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <MediaTabs />
        </Paper>
      </MediaStaffOnly>
    </>
  );
}
