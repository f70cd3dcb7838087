import { DEALER_PROFILE_FIELD_MAX } from '@pms/sheet';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { isAdmin } from '../../auth/principal.ts';
import { STALE_VERSION } from '../../commands/sheetWrites.ts';
import { REGIONS } from '../../config/config.ts';
import { type DealerProfileRow, dealerProfiles } from '../../db/schema/index.ts';
import { routeDocs } from '../../http/docs.ts';
import { conflict, forbidden, notFound } from '../../http/httpError.ts';
import { hydraCollection, hydraItem, iri } from '../../http/hydra.ts';
import { keptParameters, offsetOf, pagingShape } from '../../http/paging.ts';
import { idParams, validate, versionField } from '../../http/validate.ts';
import {
  assertMayEditProfile,
  NOT_YOUR_PROFILE,
  visibleDealerProfiles,
} from '../../policies/dealerProfileVisibility.ts';

const field = (name: string) =>
  z
    .string({ error: `${name} must be text.` })
    .max(DEALER_PROFILE_FIELD_MAX, {
      error: `${name} may be at most ${DEALER_PROFILE_FIELD_MAX} characters long.`,
    })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim());

const fieldsShape = {
  name: field('name').optional(),
  address: field('address').optional(),
  phone: field('phone').optional(),
  email: field('email').optional(),
  website: field('website').optional(),
  openingHours: field('openingHours').optional(),
};

const createBody = z.object({
  hnr: z
    .string({ error: 'hnr is required: the dealer number.' })
    .trim()
    .min(1, { error: 'hnr is required: the dealer number.' })
    .max(50, { error: 'hnr must be at most 50 characters.' }),
  region: z.enum(REGIONS, { error: `region must be one of ${REGIONS.join(', ')}.` }),
  ...fieldsShape,
});

const updateBody = z.object({ ...fieldsShape, version: versionField });

const listQuery = z.object({
  ...pagingShape,
  hnr: z.string().trim().max(50, { error: 'hnr must be at most 50 characters.' }).optional(),
});

export const ONLY_ADMINS_PROFILES = 'Only admins create and delete dealer profiles.';

function presentProfile(row: DealerProfileRow) {
  return {
    '@id': iri('dealer_profiles', row.id),
    '@type': 'DealerProfile',
    id: row.id,
    hnr: row.hnr,
    region: row.region,
    name: row.name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    openingHours: row.openingHours,
    version: row.version,
    modified: row.modified.toISOString(),
  };
}

/**
 * Dealer profiles: per dealer number the details that fill bound text elements. Admins keep
 * them all, a dealer their own, a region admin reads their region's (DESIGN.md's table).
 */
export async function dealerProfileRoutes(app: FastifyInstance) {
  const readable = async (id: number, principal: Parameters<typeof visibleDealerProfiles>[0]) => {
    const [row] = await app.db
      .select()
      .from(dealerProfiles)
      .where(and(eq(dealerProfiles.id, id), visibleDealerProfiles(principal)));
    if (!row) throw notFound('The dealer profile');
    return row;
  };

  app.get(
    '/api/dealer_profiles',
    routeDocs({
      tags: ['Dealer profiles'],
      summary: 'Dealer profiles this user may read, optionally of one dealer number',
      querystring: listQuery,
      responses: { 200: 'A Hydra collection of dealer profiles.' },
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const query = validate(listQuery, request.query);
      const where = and(
        visibleDealerProfiles(principal),
        query.hnr ? eq(dealerProfiles.hnr, query.hnr) : undefined,
      );
      const [total] = await app.db.select({ n: count() }).from(dealerProfiles).where(where);
      const rows = await app.db
        .select()
        .from(dealerProfiles)
        .where(where)
        .orderBy(asc(dealerProfiles.hnr))
        .limit(query.itemsPerPage)
        .offset(offsetOf(query));
      return hydraCollection(
        'dealer_profiles',
        rows.map(presentProfile),
        total?.n ?? 0,
        query,
        keptParameters(query, { hnr: query.hnr }),
      );
    },
  );

  app.get(
    '/api/dealer_profiles/:id',
    routeDocs({
      tags: ['Dealer profiles'],
      summary: 'One dealer profile',
      params: idParams,
      responses: { 200: 'The profile.', 404: 'No such profile, or not one this user may read.' },
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { id } = validate(idParams, request.params);
      return hydraItem(
        'DealerProfile',
        iri('dealer_profiles', id),
        presentProfile(await readable(id, principal)),
      );
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
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      if (!isAdmin(principal)) throw forbidden(ONLY_ADMINS_PROFILES);
      const body = validate(createBody, request.body);
      const [row] = await app.db
        .insert(dealerProfiles)
        .values(body)
        .onConflictDoNothing({ target: dealerProfiles.hnr })
        .returning();
      if (!row) {
        throw conflict(`The dealer number ${body.hnr} has a profile already; change that one.`);
      }
      reply.code(201).header('location', iri('dealer_profiles', row.id));
      return hydraItem('DealerProfile', iri('dealer_profiles', row.id), presentProfile(row));
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
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { id } = validate(idParams, request.params);
      const { version, ...fields } = validate(updateBody, request.body);
      assertMayEditProfile(principal, await readable(id, principal));
      const [row] = await app.db
        .update(dealerProfiles)
        .set({ ...fields, version: sql`${dealerProfiles.version} + 1`, modified: new Date() })
        .where(and(eq(dealerProfiles.id, id), eq(dealerProfiles.version, version)))
        .returning();
      if (!row) throw conflict(STALE_VERSION);
      return hydraItem('DealerProfile', iri('dealer_profiles', id), presentProfile(row));
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
      const principal = requirePrincipal(request);
      if (!isAdmin(principal)) throw forbidden(ONLY_ADMINS_PROFILES);
      const { id } = validate(idParams, request.params);
      const deleted = await app.db
        .delete(dealerProfiles)
        .where(eq(dealerProfiles.id, id))
        .returning({ id: dealerProfiles.id });
      if (deleted.length === 0) throw notFound('The dealer profile');
      return reply.code(204).send();
    },
  );
}
