import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useLocalizedPath } from '../../routes/useLocalizedPath';
import { ErrorNotice } from './ErrorNotice';
import { NotFoundPage } from './NotFoundPage';

/** Route error boundary: a 404 response shows the 404 page, anything else the general error. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const localized = useLocalizedPath();

  useEffect(() => {
    // The user sees a friendly text; the details belong in the console for support.
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <ErrorNotice
      title={t('errors.errorTitle')}
      text={t('errors.errorText')}
      linkLabel={t('errors.backToOverview')}
      overviewPath={localized('/')}
    />
  );
}
