import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/AuthContext';
import { isAdmin, isRegionAdmin } from '../../auth/roles';
import type { User } from '../../auth/session';

/** Whether a user may manage the media library: admins and region admins (DESIGN.md). */
export function mayManageMedia(user: User | null): boolean {
  return isAdmin(user) || isRegionAdmin(user);
}

/**
 * Shows its children to admins and region admins; anyone else reads a refusal, as on the
 * other admin pages. The server refuses the uploads and changes anyway.
 */
export function MediaStaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!mayManageMedia(user)) return <Alert severity="warning">{t('media.staffOnly')}</Alert>;
  return children;
}
