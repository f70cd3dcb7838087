import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMakeCopy } from '../../api/regionalSheets';
import type { SheetSummary } from '../../api/sheets';
import { useLocalizedPath } from '../../routes/useLocalizedPath';
import { useToasts } from '../../shell/useToasts';

/**
 * Makes the region's copy of a master and opens it in the designer, where the region admin
 * translates it next. A refusal (409: the copy exists; 403: not their region) shows the
 * server's own words. `making` is the master being copied, so its button can say so and the
 * others wait: a second click would only meet the first copy's 409.
 */
export function useMakeCopyAction(region: string) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const { mutate } = useMakeCopy();
  const [making, setMaking] = useState<number | null>(null);
  const code = region.toUpperCase();

  const make = useCallback(
    (master: SheetSummary) => {
      setMaking(master.id);
      mutate(
        { master: master['@id'], region },
        {
          onSuccess: (created) => {
            enqueueSnackbar(t('overview.regional.made', { region: code, name: master.name }), {
              variant: 'success',
            });
            void navigate(to(`/edit-region/${created.id}`));
          },
          onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
          onSettled: () => setMaking(null),
        },
      );
    },
    [mutate, region, code, t, enqueueSnackbar, navigate, to],
  );

  return { make, making };
}
