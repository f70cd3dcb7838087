import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN } from '../auth/authenticate.ts';
import type { Principal } from '../auth/principal.ts';
import { HttpError } from '../http/httpError.ts';
import {
  adminsOnly,
  allows,
  authorize,
  decide,
  definePolicy,
  hide,
  refuse,
  roleOf,
} from './authorize.ts';
import { NOT_ALLOWED_REGION, regionalSheetPolicy } from './regionalSheets.ts';

const someone = (roles: string[], region: string | null = null): Principal => ({
  id: 7,
  username: 'someone',
  roles,
  hnr: null,
  region,
  tokenVersion: 0,
});
const admin = someone(['ROLE_ADMIN']);
const regionAdmin = someone(['ROLE_REGIONADMIN', 'REGION_CZ'], 'cz');
const dealer = someone(['REGION_CZ'], 'cz');

const notes = definePolicy('notes', {
  delete: adminsOnly('Only admins delete notes.'),
  read: {
    admin: true,
    regionAdmin: refuse('Region admins never read notes.'),
    user: (principal: Principal, note: { owner: number }) => note.owner === principal.id,
    refusal: hide('The note'),
  },
});

describe('authorize', () => {
  it('puts a user in the column of their strongest role', () => {
    expect(roleOf(someone(['ROLE_REGIONADMIN', 'ROLE_ADMIN']))).toBe('admin');
    expect(roleOf(regionAdmin)).toBe('regionAdmin');
    expect(roleOf(dealer)).toBe('user');
  });

  it("answers with the action's refusal, a rule's own refusal, or nothing when allowed", () => {
    expect(decide(admin, 'delete', notes)).toBeNull();
    expect(decide(dealer, 'delete', notes)).toEqual({
      status: 403,
      message: 'Only admins delete notes.',
    });
    expect(decide(regionAdmin, 'read', notes, { owner: 7 })).toEqual({
      status: 403,
      message: 'Region admins never read notes.',
    });
    expect(decide(dealer, 'read', notes, { owner: 8 })).toEqual({
      status: 404,
      message: 'The note was not found.',
    });
    expect(allows(dealer, 'read', notes, { owner: 7 })).toBe(true);
  });

  it('refuses to decide on a record it was not given', () => {
    expect(() => decide(dealer, 'read', notes)).toThrow(/decides on a record/);
  });

  it('throws the refusal as an HttpError, and a 401 for a request without a login', () => {
    const thrown = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof HttpError ? [error.statusCode, error.message] : error;
      }
      return 'allowed';
    };
    expect(
      thrown(() =>
        authorize(dealer, 'read', regionalSheetPolicy, { region: 'pl', status: 'unlocked' }),
      ),
    ).toEqual([403, NOT_ALLOWED_REGION]);
    expect(
      thrown(() =>
        authorize(dealer, 'read', regionalSheetPolicy, { region: 'cz', status: 'locked' }),
      ),
    ).toEqual([404, 'The regional sheet was not found.']);
    const anonymous = {
      headers: {},
      principal: null,
      sessionEnded: false,
    } as unknown as FastifyRequest;
    expect(thrown(() => authorize(anonymous, 'delete', notes))).toEqual([401, NOT_LOGGED_IN]);
    const asAdmin = {
      headers: {},
      principal: admin,
      sessionEnded: false,
    } as unknown as FastifyRequest;
    expect(authorize(asAdmin, 'delete', notes)).toBe(admin);
  });
});
