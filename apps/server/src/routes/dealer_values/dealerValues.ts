import { dealerValuesSchema } from '@pms/sheet';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../auth/authenticate.ts';
import type { Principal } from '../../auth/principal.ts';
import { STALE_VERSION } from '../../commands/sheetWrites.ts';
import { type DealerSheetValuesRow, dealerSheetValues } from '../../db/schema/index.ts';
import { assertDealerValuesAllowed } from '../../exports/dealerValueCheck.ts';
import { keptValues } from '../../exports/keptValues.ts';
import { type ReadableSheet, readableSheet } from '../../exports/readableSheet.ts';
import { routeDocs } from '../../http/docs.ts';
import { conflict } from '../../http/httpError.ts';
import { hydraItem, iri } from '../../http/hydra.ts';
import { idParams, validate, versionField } from '../../http/validate.ts';
import { recordsOwner } from '../../policies/ownRecords.ts';

export const OTHERS_VALUES = "Only admins may read another user's dealer values.";

const readQuery = z.object({ user: z.union([z.string(), z.number()]).optional() });

/** The most pages and variant groups a saved selection may name (a sheet has far fewer). */
const MAX_SELECTION_ENTRIES = 200;

const SELECTION_ERROR =
  'selection maps page numbers to the chosen variant of each group, such as {"0": {"1": 4}}.';

/** The variants the dealer chose, per page (group ids are numbered per page). */
const selectionSchema = z
  .record(
    z.string().regex(/^\d{1,4}$/, { error: SELECTION_ERROR }),
    z.record(z.string().regex(/^\d{1,9}$/, { error: SELECTION_ERROR }), z.number().int().min(0), {
      error: SELECTION_ERROR,
    }),
    { error: SELECTION_ERROR },
  )
  .refine((pages) => Object.keys(pages).length <= MAX_SELECTION_ENTRIES, {
    error: `selection names at most ${MAX_SELECTION_ENTRIES} pages.`,
  })
  .refine(
    (pages) =>
      Object.values(pages).every((groups) => Object.keys(groups).length <= MAX_SELECTION_ENTRIES),
    { error: `selection names at most ${MAX_SELECTION_ENTRIES} groups per page.` },
  );

const saveBody = z.object({
  values: dealerValuesSchema,
  selection: selectionSchema.default({}),
  version: versionField,
});

const OWNERS = ['sheets', 'regional_sheets'] as const;
type Owner = (typeof OWNERS)[number];

function ownerColumn(owner: Owner) {
  return owner === 'sheets' ? dealerSheetValues.sheetId : dealerSheetValues.regionalSheetId;
}

function present(sheet: ReadableSheet, userId: number, row: DealerSheetValuesRow | undefined) {
  const { kept, dropped } = keptValues(
    sheet.data,
    dealerValuesSchema.catch({}).parse(row?.values ?? {}),
  );
  return hydraItem('DealerValues', `${iri(sheet.kind, sheet.id)}/dealer_values`, {
    sheet: iri(sheet.kind, sheet.id),
    user: iri('users', userId),
    values: kept,
    // A selection saved before it was kept per page is not one any more: the defaults apply.
    selection: selectionSchema.catch({}).parse(row?.selection ?? {}),
    // Nothing saved yet is version 0: the first save sends 0.
    version: row?.version ?? 0,
    modified: row?.modified.toISOString() ?? null,
    dropped,
  });
}

/**
 * A user's dealer values for one sheet, kept on the server: read on every device, saved as
 * the dealer types (optimistic concurrency on `version`, so two devices cannot overwrite each
 * other unseen). Values the sheet no longer takes come back under `dropped`, with the reason.
 */
export async function dealerValueRoutes(app: FastifyInstance) {
  for (const owner of OWNERS) {
    const tag = owner === 'sheets' ? 'Sheets' : 'Regional sheets';
    const load = async (principal: Principal, id: number, userId: number) => {
      const sheet = await readableSheet(app, principal, iri(owner, id));
      const [row] = await app.db
        .select()
        .from(dealerSheetValues)
        .where(and(eq(ownerColumn(owner), id), eq(dealerSheetValues.userId, userId)));
      return { sheet, row };
    };

    app.get(
      `/api/${owner}/:id/dealer_values`,
      routeDocs({
        tags: [tag],
        summary: "The user's saved dealer values for this sheet (admins: any user's, read-only)",
        params: idParams,
        querystring: readQuery,
        responses: {
          200: 'The values that still fit the sheet, the variant selection, and what was dropped.',
          403: OTHERS_VALUES,
          404: 'No such sheet, or not one this user may see.',
        },
      }),
      async (request) => {
        const principal = requirePrincipal(request);
        const { id } = validate(idParams, request.params);
        const userId = recordsOwner(
          principal,
          validate(readQuery, request.query).user,
          OTHERS_VALUES,
        );
        const { sheet, row } = await load(principal, id, userId);
        return present(sheet, userId, row);
      },
    );

    app.put(
      `/api/${owner}/:id/dealer_values`,
      {
        config: { writesOnly: [dealerSheetValues] },
        ...routeDocs({
          tags: [tag],
          summary: "Save the user's own dealer values for this sheet",
          description:
            'Send the version last read (0 before the first save). Only fields open to dealers are taken.',
          params: idParams,
          body: saveBody,
          responses: {
            200: 'The saved values.',
            400: 'A field dealers may not change, or a text longer than its box takes.',
            404: 'No such sheet, or not one this user may see.',
            409: 'Saved from another device or tab since it was read.',
          },
        }),
      },
      async (request) => {
        const principal = requirePrincipal(request);
        const { id } = validate(idParams, request.params);
        const body = validate(saveBody, request.body);
        const { sheet } = await load(principal, id, principal.id);
        assertDealerValuesAllowed(sheet.data, body.values);
        const fields = { values: body.values, selection: body.selection };
        const [saved] =
          body.version === 0
            ? await app.db
                .insert(dealerSheetValues)
                .values({ userId: principal.id, [ownerKey(owner)]: id, ...fields })
                .onConflictDoNothing()
                .returning()
            : await app.db
                .update(dealerSheetValues)
                .set({
                  ...fields,
                  version: sql`${dealerSheetValues.version} + 1`,
                  modified: new Date(),
                })
                .where(
                  and(
                    eq(ownerColumn(owner), id),
                    eq(dealerSheetValues.userId, principal.id),
                    eq(dealerSheetValues.version, body.version),
                  ),
                )
                .returning();
        if (!saved) throw conflict(STALE_VERSION);
        return present(sheet, principal.id, saved);
      },
    );
  }
}

function ownerKey(owner: Owner): 'sheetId' | 'regionalSheetId' {
  return owner === 'sheets' ? 'sheetId' : 'regionalSheetId';
}
