import { Box, Tab, Tabs, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PropertiesPanel } from '../properties/PropertiesPanel';
import { VariantsManager } from '../variants/VariantsManager';

interface SidePanelProps {
  /** The panels have joined the page (see usePanelsAfterPage). */
  panels: boolean;
  /** The designer's mode (else a dealer's fields). */
  design: boolean;
}

/**
 * The right-hand side: the Properties and Variants tabs for a designer, the dealer's fields
 * otherwise. It renders only when `panels` or `design` change, not on every change of the
 * document (the panels below read the document themselves): MUI's Tabs measure themselves
 * after each render, which forces a layout of the whole page, costly at 1,000 elements on every
 * drop.
 */
export const SidePanel = memo(function SidePanel({ panels, design }: SidePanelProps) {
  const { t } = useTranslation();
  const [sideTab, setSideTab] = useState<'properties' | 'variants'>('properties');
  return (
    <Box
      component="aside"
      aria-label={t('editor.sidebar.properties')}
      sx={{
        width: { xs: 280, lg: 320 },
        flex: 'none',
        borderLeft: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
      }}
    >
      {!panels ? null : design ? (
        <Tabs
          value={sideTab}
          onChange={(_event, value: 'properties' | 'variants') => setSideTab(value)}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider', flex: 'none' }}
        >
          <Tab value="properties" label={t('editor.sidebar.properties')} />
          <Tab value="variants" label={t('editor.sidebar.variants')} />
        </Tabs>
      ) : (
        <Typography
          variant="subtitle2"
          sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {t('editor.sidebar.dealerFields')}
        </Typography>
      )}
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', overscrollBehavior: 'contain' }}>
        {!panels ? null : design && sideTab === 'variants' ? (
          <VariantsManager />
        ) : (
          <PropertiesPanel />
        )}
      </Box>
    </Box>
  );
});
