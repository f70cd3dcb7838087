import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../routes/useLocalizedPath';
import { ErrorNotice } from './ErrorNotice';

/** Any path no route knows (SPEC section 2, error page). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <ErrorNotice
      title={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
      linkLabel={t('errors.backToOverview')}
      overviewPath={localized('/')}
    />
  );
}
