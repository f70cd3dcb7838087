import {
  changePasswordBody,
  LoginAnswer,
  loginBody,
  PasswordChangedAnswer,
  SessionAnswer,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { NOT_LOGGED_IN, SESSION_ENDED } from '../../auth/authenticate.ts';
import { hashPassword, requireNewPassword, verifyPassword } from '../../auth/passwords.ts';
import { principalOf } from '../../auth/principal.ts';
import { issueToken } from '../../auth/tokens.ts';
import { changeOwnPassword } from '../../commands/userWrites.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { routeDocs } from '../../http/docs.ts';
import { badRequest, HttpError } from '../../http/httpError.ts';
import { validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { sessionPolicy } from '../../policies/users.ts';
import { presentLogin, presentPasswordChanged, presentSession } from '../../presenters/auth.ts';
import { findUserById, findUserByUsername } from '../../users/userQueries.ts';
import { loginRateLimit } from './loginRateLimit.ts';

export const LOGIN_FAILED = 'Error logging in, please try again or contact support.';
export const WRONG_PASSWORD = 'Wrong password, please try again or contact support.';
export const PASSWORD_CHANGED = 'Password successfully changed.';

// Verifying against a real hash when the user does not exist keeps the answer time the same,
// so response times do not reveal which usernames exist.
const decoyHash = hashPassword('decoy password that never matches');

/** Login and session: `POST /auth/login`, `GET /auth/user`, `POST /auth/change_password`. */
export async function authRoutes(app: FastifyInstance) {
  const lifetime = {
    hours: app.config.tokenLifetimeHours,
    sessionMaxDays: app.config.sessionMaxDays,
  };
  app.post(
    '/auth/login',
    {
      // Counting tries changes nothing a cached read shows.
      config: { rateLimit: loginRateLimit, writesOnly: [rateLimitCounters] },
      ...routeDocs({
        tags: ['Auth'],
        summary: 'Log in: a bearer token, the user, and whether they should change their password',
        body: loginBody,
        public: true,
        responses: {
          200: 'The token, when it expires, and the user with their roles.',
          401: LOGIN_FAILED,
          429: 'Too many attempts from this address for this username; wait a few minutes.',
        },
        answers: { 200: LoginAnswer },
      }),
    },
    async (request) => {
      const { username, password } = validate(loginBody, request.body);
      const user = await findUserByUsername(app.db, username);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      if (!user || !valid) throw new HttpError(401, LOGIN_FAILED);
      const principal = principalOf(user);
      const issued = await issueToken(user, app.jwtSecret, lifetime);
      return presentLogin(issued, principal, user.passwordChangeRecommended);
    },
  );

  app.get(
    '/auth/user',
    routeDocs({
      tags: ['Auth'],
      summary: 'The logged-in user, with a fresh token (restores a session)',
      responses: {
        200: 'A new token and the user with their roles.',
        401:
          'No token, or one that expired or was issued before a password or role change, or ' +
          `whose session began more than SESSION_MAX_DAYS ago: "${SESSION_ENDED}"`,
      },
      answers: { 200: SessionAnswer },
    }),
    async (request) => {
      // Authentication already refused a token from before the last password or role change,
      // so the renewal carries the version the user has now and never revives an old session.
      // It keeps the session's start: its expiry never reaches past the session's end.
      const principal = authorize(request, 'readSelf', sessionPolicy);
      const issued = await issueToken(principal, app.jwtSecret, lifetime, {
        sessionStart: request.sessionStart ?? undefined,
      });
      return presentSession(issued, principal);
    },
  );

  app.post(
    '/auth/change_password',
    routeDocs({
      tags: ['Auth'],
      summary: 'Change your own password; ends every other session and answers a new token',
      body: changePasswordBody,
      responses: {
        200: `${PASSWORD_CHANGED} With a new token: every earlier one, this request's included, stops working.`,
      },
      answers: { 200: PasswordChangedAnswer },
    }),
    async (request) => {
      const principal = authorize(request, 'changePassword', sessionPolicy);
      const body = validate(changePasswordBody, request.body);
      const newPassword = requireNewPassword(body.new_password);
      const user = await findUserById(app.db, principal.id);
      if (!user || !(await verifyPassword(user.passwordHash, body.old_password))) {
        throw badRequest(WRONG_PASSWORD);
      }
      // The person chose this password themselves, so the reminder to change it is done. Whoever
      // knew the old one may hold a token: raising the token version ends those sessions.
      const changed = await changeOwnPassword(app.db, user.id, await hashPassword(newPassword));
      if (!changed) throw new HttpError(401, NOT_LOGGED_IN);
      app.recentUsers.forget(changed.id);
      // This device keeps working with a token of the new version. Giving the password is as
      // good as a login, so its session begins now.
      const issued = await issueToken(changed, app.jwtSecret, lifetime);
      return presentPasswordChanged(PASSWORD_CHANGED, issued, principalOf(changed));
    },
  );
}
