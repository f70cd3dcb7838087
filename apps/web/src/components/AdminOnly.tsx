import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/AuthContext';
import { isAdmin } from '../auth/roles';

/**
 * Shows its children to admins only; anyone else reads a refusal. The server refuses the calls
 * anyway (DESIGN.md "Permissions"), this only keeps the page honest.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!isAdmin(user)) return <Alert severity="warning">{t('common.adminsOnly')}</Alert>;
  return children;
}
