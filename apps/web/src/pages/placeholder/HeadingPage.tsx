import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Messages } from '../../i18n/resources';

/** A key under `pages.*` in the locale files. */
export type PageTitleKey = `pages.${keyof Messages['pages']}`;

/** A page that so far only names itself: the user sees where they are and nothing fake. */
export function HeadingPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  return (
    <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
      {t(titleKey)}
    </Typography>
  );
}
