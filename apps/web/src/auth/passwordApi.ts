import { apiRequest } from '../api/client';
import { type Session, sessionSchema } from './session';

/**
 * `POST /auth/change_password`. Answers the fresh session the server issues: a password change
 * ends every earlier token, this one included. Throws `ApiError` (400 with the server's
 * message) when the old password is wrong or the new one too short.
 */
export function changePassword(
  token: string | null,
  oldPassword: string,
  newPassword: string,
): Promise<Session> {
  return apiRequest('/auth/change_password', sessionSchema, {
    method: 'POST',
    token,
    body: { old_password: oldPassword, new_password: newPassword },
  });
}
