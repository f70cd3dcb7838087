import { userListQuery as listQuery, UserAnswer, UserCollection } from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword, requireNewPassword } from '../../auth/passwords.ts';
import { createUser, deleteUser, type UserChanges, updateUser } from '../../commands/userWrites.ts';
import { routeDocs } from '../../http/docs.ts';
import { badRequest } from '../../http/httpError.ts';
import { iri } from '../../http/hydra.ts';
import { idParams, validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { NOT_ALLOWED_USERS, userPolicy } from '../../policies/users.ts';
import { presentUserAccount, presentUserList } from '../../presenters/users.ts';
import { listUsers, requireUser } from '../../users/userQueries.ts';
import { createUserBody, readRoles, updateUserBody } from './userBody.ts';

export { NOT_ALLOWED_USERS };

/** User management: accounts with their roles and dealer numbers, never their password hashes. */
export async function userRoutes(app: FastifyInstance) {
  app.get(
    '/api/users',
    routeDocs({
      tags: ['Users'],
      summary: 'List accounts, optionally searching usernames (admins only)',
      querystring: listQuery,
      responses: {
        200: 'A Hydra collection of accounts.',
        403: NOT_ALLOWED_USERS,
      },
      answers: { 200: UserCollection },
    }),
    async (request) => {
      authorize(request, 'list', userPolicy);
      const query = validate(listQuery, request.query);
      const { rows, total } = await listUsers(app.db, query, query.search);
      return presentUserList(rows, total, query, query.search);
    },
  );

  app.get(
    '/api/users/:id',
    routeDocs({
      tags: ['Users'],
      summary: 'One account with its roles and dealer number (admins only)',
      params: idParams,
      responses: {
        200: 'The account.',
        403: NOT_ALLOWED_USERS,
        404: 'No such user.',
      },
      answers: { 200: UserAnswer },
    }),
    async (request) => {
      authorize(request, 'read', userPolicy);
      const { id } = validate(idParams, request.params);
      return presentUserAccount(await requireUser(app.db, id));
    },
  );

  app.post(
    '/api/users',
    routeDocs({
      tags: ['Users'],
      summary: 'Create an account (admins only)',
      body: createUserBody,
      responses: {
        201: 'The new account; Location names it.',
        403: NOT_ALLOWED_USERS,
        409: 'The username is taken.',
      },
      answers: { 201: UserAnswer },
    }),
    async (request, reply) => {
      authorize(request, 'create', userPolicy);
      const body = validate(createUserBody, request.body);
      const row = await createUser(app.db, {
        username: body.username,
        passwordHash: await hashPassword(requireNewPassword(body.password)),
        roles: readRoles(body.roles),
        hnr: body.hnr ?? null,
      });
      reply.code(201).header('location', iri('users', row.id));
      return presentUserAccount(row);
    },
  );

  app.put(
    '/api/users/:id',
    routeDocs({
      tags: ['Users'],
      summary: 'Change an account: username, password, roles, dealer number (admins only)',
      params: idParams,
      body: updateUserBody,
      responses: {
        200: 'The changed account.',
        403: NOT_ALLOWED_USERS,
        404: 'No such user.',
        409: 'Someone saved the account since you loaded it, or the username is taken.',
      },
      answers: { 200: UserAnswer },
    }),
    async (request) => {
      const principal = authorize(request, 'update', userPolicy);
      const { id } = validate(idParams, request.params);
      const body = validate(updateUserBody, request.body);
      if (body.version === undefined) {
        throw badRequest('version is required: send the version of the user you loaded.');
      }
      const changes: UserChanges = {};
      if (body.username !== undefined) changes.username = body.username;
      if (body.roles !== undefined) changes.roles = readRoles(body.roles);
      if (body.hnr !== undefined) changes.hnr = body.hnr;
      if (body.password !== undefined) {
        changes.passwordHash = await hashPassword(requireNewPassword(body.password));
        // Someone else now knows this password, so its owner is reminded to change it. An admin
        // setting their own password chose it themselves.
        changes.passwordChangeRecommended = id !== principal.id;
      }
      const changed = await updateUser(app.db, principal.id, id, body.version, changes);
      app.recentUsers.forget(id);
      return presentUserAccount(changed);
    },
  );

  app.delete(
    '/api/users/:id',
    routeDocs({
      tags: ['Users'],
      summary: 'Delete an account (admins only, never their own)',
      params: idParams,
      responses: {
        204: 'Deleted.',
        403: NOT_ALLOWED_USERS,
        404: 'No such user.',
        409: 'An admin cannot delete their own account.',
      },
    }),
    async (request, reply) => {
      const principal = authorize(request, 'delete', userPolicy);
      const { id } = validate(idParams, request.params);
      await deleteUser(app.db, principal.id, id);
      app.recentUsers.forget(id);
      return reply.code(204).send();
    },
  );
}
