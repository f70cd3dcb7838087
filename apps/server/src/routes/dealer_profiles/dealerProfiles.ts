import {
  dealerProfileCreateBody as createBody,
  DealerProfileAnswer,
  DealerProfileCollection,
  dealerProfileListQuery as listQuery,
  dealerProfileUpdateBody as updateBody,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import {
  createDealerProfile,
  deleteDealerProfile,
  findReadableDealerProfile,
  listReadableDealerProfiles,
  saveDealerProfile,
} from '../../dealers/dealerProfiles.ts';
import { routeDocs } from '../../http/docs.ts';
import { iri } from '../../http/hydra.ts';
import { idParams, validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import {
  dealerProfilePolicy,
  NOT_YOUR_PROFILE,
  ONLY_ADMINS_PROFILES,
} from '../../policies/dealerProfiles.ts';
import { presentDealerProfile, presentDealerProfileList } from '../../presenters/dealerProfiles.ts';

export { ONLY_ADMINS_PROFILES };

/**
 * Dealer profiles: per dealer number the details that fill bound text elements. Admins keep
 * them all, a dealer their own, a region admin reads their region's (DESIGN.md's table).
 */
export async function dealerProfileRoutes(app: FastifyInstance) {
  app.get(
    '/api/dealer_profiles',
    routeDocs({
      tags: ['Dealer profiles'],
      summary: 'Dealer profiles this user may read, optionally of one dealer number',
      querystring: listQuery,
      responses: {
        200: 'A Hydra collection of dealer profiles.',
      },
      answers: { 200: DealerProfileCollection },
    }),
    async (request) => {
      const principal = authorize(request, 'list', dealerProfilePolicy);
      const query = validate(listQuery, request.query);
      const { rows, total } = await listReadableDealerProfiles(app.db, principal, query, query.hnr);
      return presentDealerProfileList(rows, total, query, query.hnr);
    },
  );

  app.get(
    '/api/dealer_profiles/:id',
    routeDocs({
      tags: ['Dealer profiles'],
      summary: 'One dealer profile',
      params: idParams,
      responses: {
        200: 'The profile.',
        404: 'No such profile, or not one this user may read.',
      },
      answers: { 200: DealerProfileAnswer },
    }),
    async (request) => {
      const principal = authorize(request, 'list', dealerProfilePolicy);
      const { id } = validate(idParams, request.params);
      // Reads only what visibleDealerProfiles (the `read` rule) lets through; others look missing.
      return presentDealerProfile(await findReadableDealerProfile(app.db, principal, id));
    },
  );

  app.post(
    '/api/dealer_profiles',
    routeDocs({
      tags: ['Dealer profiles'],
      summary: 'Create the profile of a dealer number (admins)',
      body: createBody,
      responses: {
        201: 'The new profile.',
        403: ONLY_ADMINS_PROFILES,
        409: 'That dealer number has a profile already.',
      },
      answers: { 201: DealerProfileAnswer },
    }),
    async (request, reply) => {
      authorize(request, 'create', dealerProfilePolicy);
      const body = validate(createBody, request.body);
      const row = await createDealerProfile(app.db, body);
      reply.code(201).header('location', iri('dealer_profiles', row.id));
      return presentDealerProfile(row);
    },
  );

  app.put(
    '/api/dealer_profiles/:id',
    routeDocs({
      tags: ['Dealer profiles'],
      summary: 'Change a dealer profile (admins; a dealer their own)',
      params: idParams,
      body: updateBody,
      responses: {
        200: 'The saved profile.',
        403: NOT_YOUR_PROFILE,
        404: 'No such profile, or not one this user may read.',
        409: 'Someone saved the profile since you loaded it.',
      },
      answers: { 200: DealerProfileAnswer },
    }),
    async (request) => {
      const principal = authorize(request, 'list', dealerProfilePolicy);
      const { id } = validate(idParams, request.params);
      const { version, ...fields } = validate(updateBody, request.body);
      const profile = await findReadableDealerProfile(app.db, principal, id);
      authorize(principal, 'update', dealerProfilePolicy, profile);
      return presentDealerProfile(await saveDealerProfile(app.db, id, version, fields));
    },
  );

  app.delete(
    '/api/dealer_profiles/:id',
    routeDocs({
      tags: ['Dealer profiles'],
      summary: 'Delete a dealer profile (admins)',
      params: idParams,
      responses: { 204: 'Deleted.', 403: ONLY_ADMINS_PROFILES, 404: 'No such profile.' },
    }),
    async (request, reply) => {
      authorize(request, 'delete', dealerProfilePolicy);
      const { id } = validate(idParams, request.params);
      await deleteDealerProfile(app.db, id);
      return reply.code(204).send();
    },
  );
}
