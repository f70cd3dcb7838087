import { Box, Button, Paper, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMakeCopy } from '../../api/regionalSheets';
import type { SheetSummary } from '../../api/sheets';
import { useLocalizedPath } from '../../routes/useLocalizedPath';

/**
 * For a region admin: the released masters that have no copy for their region yet, each with
 * the button that makes it. Navigation shows only sheets with a copy (SPEC section 4), so
 * these would otherwise be invisible to the one person who should copy them.
 */
export function WithoutCopy({ masters, region }: { masters: SheetSummary[]; region: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const make = useMakeCopy();
  const [making, setMaking] = useState<number | null>(null);
  const code = region.toUpperCase();

  const copy = (master: SheetSummary) => {
    setMaking(master.id);
    make.mutate(
      { master: master['@id'], region },
      {
        onSuccess: (created) => {
          enqueueSnackbar(t('editor.regional.done', { region: code }), { variant: 'success' });
          navigate(to(`/edit-region/${created.id}`));
        },
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
        onSettled: () => setMaking(null),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="without-copy" sx={{ mt: 4 }}>
      <Typography id="without-copy" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('overview.regional.withoutCopy', { region: code, count: masters.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('overview.regional.withoutCopyHint', { region: code })}
      </Typography>
      <Paper variant="outlined" component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {masters.map((master) => (
          <Box
            component="li"
            key={master.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              px: 2,
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
              '&:first-of-type': { borderTop: 0 },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2">{master.name}</Typography>
              {master.details && (
                <Typography variant="body2" color="text.secondary">
                  {master.details}
                </Typography>
              )}
            </Box>
            <Button
              size="small"
              variant="contained"
              disabled={making !== null}
              onClick={() => copy(master)}
              aria-label={t('overview.regional.makeNamed', { region: code, name: master.name })}
            >
              {t('editor.regional.create', { region: code })}
            </Button>
          </Box>
        ))}
      </Paper>
    </Box>
  );
}
