import { apiFetch } from '../api/client';

/**
 * `POST /auth/change_password`. Resolves on 200; throws `ApiError` (400 with the server's
 * message) when the old password is wrong or the new one too short.
 */
export async function changePassword(
  token: string | null,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  await apiFetch('/auth/change_password', {
    method: 'POST',
    token,
    body: { old_password: oldPassword, new_password: newPassword },
  });
}
