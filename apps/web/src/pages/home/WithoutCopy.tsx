import { Box, Button, Paper, Typography } from '@mui/material';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBase } from '../../api/client';
import type { SheetSummary } from '../../api/sheets';
import { useMakeCopyAction } from './useMakeCopyAction';

/**
 * Rows shown before "Show all": the section sits above the cards, so a long list of masters
 * to copy must not push the region's own copies off the screen.
 */
const FIRST_ROWS = 3;

interface RowProps {
  master: SheetSummary;
  /** The region's code as users read it, e.g. "CZ". */
  code: string;
  /** This master's copy is being made. */
  making: boolean;
  /** Another copy is being made. */
  waiting: boolean;
  onMake: (master: SheetSummary) => void;
}

/** One master to copy. Memoized: a keystroke in the search redraws the list, not its rows. */
const MasterRow = memo(function MasterRow({ master, code, making, waiting, onMake }: RowProps) {
  const { t } = useTranslation();
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {/* The master's main page; decorative, its name follows. */}
      <Box
        sx={{
          width: 48,
          aspectRatio: '210 / 297',
          flexShrink: 0,
          bgcolor: 'grey.100',
          border: 1,
          borderColor: 'divider',
          overflow: 'hidden',
        }}
      >
        {master.thumbnail && (
          <Box
            component="img"
            src={`${apiBase}${master.thumbnail}`}
            alt=""
            loading="lazy"
            decoding="async"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" variant="subtitle2" sx={{ lineHeight: 1.3 }}>
          {master.name}
        </Typography>
        {master.details && (
          <Typography variant="body2" color="text.secondary">
            {master.details}
          </Typography>
        )}
        <Button
          size="small"
          variant="contained"
          sx={{ mt: 0.5 }}
          loading={making}
          disabled={waiting}
          onClick={() => onMake(master)}
          aria-label={t('overview.regional.makeNamed', { region: code, name: master.name })}
        >
          {t('overview.regional.make', { region: code })}
        </Button>
      </Box>
    </Box>
  );
});

/**
 * For a region admin: the released masters that have no copy for their region yet (within the
 * chosen category and search), each with the button that makes it. Navigation shows only
 * sheets with a copy (SPEC section 4), so these would otherwise be invisible to the one person
 * who should copy them.
 */
export const WithoutCopy = memo(function WithoutCopy({
  masters,
  region,
}: {
  masters: SheetSummary[];
  region: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { make, making } = useMakeCopyAction(region);
  const [all, setAll] = useState(false);
  const code = region.toUpperCase();
  const shown = all ? masters : masters.slice(0, FIRST_ROWS);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, mb: 2, bgcolor: 'background.default' }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {t('overview.regional.withoutCopy', { region: code, count: masters.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('overview.regional.withoutCopyHint', { region: code })}
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        }}
      >
        {shown.map((master) => (
          <MasterRow
            key={master.id}
            master={master}
            code={code}
            making={making === master.id}
            waiting={making !== null && making !== master.id}
            onMake={make}
          />
        ))}
      </Box>
      {masters.length > FIRST_ROWS && (
        <Button size="small" sx={{ mt: 1.5 }} aria-expanded={all} onClick={() => setAll(!all)}>
          {all
            ? t('overview.regional.showFewer')
            : t('overview.regional.showAll', { count: masters.length })}
        </Button>
      )}
    </Paper>
  );
});
