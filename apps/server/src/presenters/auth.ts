import type {
  LoginAnswer,
  PasswordChangedAnswer,
  SessionAnswer,
  SessionUser,
} from '@pms/contracts';
import type { Principal } from '../auth/principal.ts';
import type { IssuedToken } from '../auth/tokens.ts';

/** The user as the API shows it: never the password hash. */
export function presentUser(principal: Principal): SessionUser {
  return {
    username: principal.username,
    roles: principal.roles,
    hnr: principal.hnr,
    region: principal.region,
  };
}

/** A token and the user it was issued to: what a session renewal answers. */
export function presentSession(issued: IssuedToken, principal: Principal): SessionAnswer {
  return { ...issued, user: presentUser(principal) };
}

/** A login: the session, and whether the user should change the password an admin chose. */
export function presentLogin(
  issued: IssuedToken,
  principal: Principal,
  passwordChangeRecommended: boolean,
): LoginAnswer {
  return { ...presentSession(issued, principal), passwordChangeRecommended };
}

/** A changed password: the message, then the new session. */
export function presentPasswordChanged(
  message: string,
  issued: IssuedToken,
  principal: Principal,
): PasswordChangedAnswer {
  return { message, ...presentSession(issued, principal) };
}
