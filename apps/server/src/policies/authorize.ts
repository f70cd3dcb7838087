import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '../auth/authenticate.ts';
import type { Principal } from '../auth/principal.ts';
import { HttpError } from '../http/httpError.ts';

/** The columns of DESIGN.md's permission table, most powerful first. */
export const POLICY_ROLES = ['admin', 'regionAdmin', 'user'] as const;
export type PolicyRole = (typeof POLICY_ROLES)[number];

/** The column of the permission table a user falls in: admins, region admins, everyone else. */
export function roleOf(principal: Pick<Principal, 'roles'>): PolicyRole {
  if (principal.roles.includes('ROLE_ADMIN')) return 'admin';
  if (principal.roles.includes('ROLE_REGIONADMIN')) return 'regionAdmin';
  return 'user';
}

/** How a refused request is answered: 403 "not allowed", or 404 where the record stays hidden. */
export interface Refusal {
  status: 403 | 404;
  message: string;
}

/** A cell's verdict on one record: allowed, refused with the action's refusal, or another one. */
export type Verdict = boolean | Refusal;

/** A cell of the table: always, never (or never, with its own refusal), or a condition. */
export type Rule<R> = Verdict | ((principal: Principal, record: R) => Verdict);

/** One action of a resource: a rule per role, and what the refused are told by default. */
export interface ActionPolicy<R> {
  admin: Rule<R>;
  regionAdmin: Rule<R>;
  user: Rule<R>;
  refusal: Refusal;
}

/** The actions of one resource, each with its own kind of record. */
// A rule takes its action's record as a parameter, so ActionPolicy<SheetRow> is not an
// ActionPolicy<unknown>: only `any` lets one map hold actions of different records, and
// definePolicy keeps each action's own record type in `T`, so callers never see the `any`.
// biome-ignore lint/suspicious/noExplicitAny: the actions' records differ; see above.
export type Actions = Record<string, ActionPolicy<any>>;

/** The record an action decides on (`unknown` when no rule looks at one). */
export type RecordOf<P> = P extends ActionPolicy<infer R> ? R : never;

/** Who may do what to one resource: its actions, each with its rules (DESIGN.md's table). */
export interface ResourcePolicy<T extends Actions> {
  resource: string;
  actions: T;
}

/** Declares a resource's policy, keeping its action names and their records typed. */
export function definePolicy<T extends Actions>(resource: string, actions: T): ResourcePolicy<T> {
  return { resource, actions };
}

/** A 403 refusal with this message: the usual answer to a role that may not. */
export const refuse = (message: string): Refusal => ({ status: 403, message });

/** A 404 refusal for `what` ("The sheet"), worded as httpError's notFound. */
export const hide = (what: string): Refusal => ({ status: 404, message: `${what} was not found.` });

/** Anyone logged in may: no logged-in user is refused. */
export const ANYONE: ActionPolicy<unknown> = {
  admin: true,
  regionAdmin: true,
  user: true,
  refusal: refuse('You are not allowed to do this.'),
};

/** Only admins may, everyone else is refused with `message`. */
export function adminsOnly(message: string): ActionPolicy<unknown> {
  return { admin: true, regionAdmin: false, user: false, refusal: refuse(message) };
}

/** Admins and region admins may (whatever the record), other users are refused with `message`. */
export function adminsAndRegionAdmins(message: string): ActionPolicy<unknown> {
  return { admin: true, regionAdmin: true, user: false, refusal: refuse(message) };
}

/** The policy's answer for this user and record: null when allowed, else the refusal. */
export function decide<T extends Actions, A extends keyof T & string>(
  principal: Principal,
  action: A,
  policy: ResourcePolicy<T>,
  record?: RecordOf<T[A]>,
): Refusal | null {
  const rules = policy.actions[action] as ActionPolicy<RecordOf<T[A]>>;
  const rule = rules[roleOf(principal)];
  let verdict: Verdict;
  if (typeof rule !== 'function') verdict = rule;
  else if (record === undefined) {
    throw new Error(`${policy.resource}.${action} decides on a record, and none was given`);
  } else verdict = rule(principal, record);
  if (verdict === true) return null;
  return verdict === false ? rules.refusal : verdict;
}

/** Whether this user may do `action` to `record`, without throwing. */
export function allows<T extends Actions, A extends keyof T & string>(
  principal: Principal,
  action: A,
  policy: ResourcePolicy<T>,
  record?: RecordOf<T[A]>,
): boolean {
  return decide(principal, action, policy, record) === null;
}

/**
 * Applies a declared policy (Outline's `authorize(user, "read", document)`): a request with no
 * login gets the 401 of requirePrincipal, a refused user the rule's 403 or 404. Returns who asks.
 */
export function authorize<T extends Actions, A extends keyof T & string>(
  who: FastifyRequest | Principal,
  action: A,
  policy: ResourcePolicy<T>,
  record?: RecordOf<T[A]>,
): Principal {
  const principal = 'headers' in who ? requirePrincipal(who) : who;
  const refusal = decide(principal, action, policy, record);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  return principal;
}
