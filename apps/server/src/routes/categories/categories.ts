import {
  CategoryAnswer,
  CategoryCollection,
  categoryBody,
  categoryListQuery as listQuery,
  CATEGORY_NAME_REQUIRED as NAME_REQUIRED,
  CATEGORY_PARENT_ERROR as PARENT_ERROR,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { findCategory, listCategories, relationsOf } from '../../categories/categoryQueries.ts';
import {
  type CategoryFields,
  createCategory,
  deleteCategory,
  updateCategory,
} from '../../commands/categoryWrites.ts';
import { routeDocs } from '../../http/docs.ts';
import { badRequest, notFound } from '../../http/httpError.ts';
import { iri } from '../../http/hydra.ts';
import { idFromReference } from '../../http/references.ts';
import { idParams, validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { categoryPolicy, NOT_ALLOWED_CATEGORIES } from '../../policies/categories.ts';
import { presentCategory, presentCategoryCollection } from '../../presenters/categories.ts';

export { NAME_REQUIRED, NOT_ALLOWED_CATEGORIES };

/** A parent given as an IRI or an id, or null for a top-level category. */
function parentIdOf(parent: string | number | null): number | null {
  if (parent === null) return null;
  const id = idFromReference('categories', parent);
  if (id === null) throw badRequest(PARENT_ERROR);
  return id;
}

/**
 * Categories: everyone logged in reads the tree (each with the sheets they may read); only
 * admins change it.
 */
export async function categoryRoutes(app: FastifyInstance) {
  app.get(
    '/api/categories',
    routeDocs({
      tags: ['Categories'],
      summary: 'List categories, each with the sheets this user may read',
      querystring: listQuery,
      responses: { 200: 'A Hydra collection of categories.' },
      answers: { 200: CategoryCollection },
    }),
    async (request) => {
      const principal = authorize(request, 'list', categoryPolicy);
      const query = validate(listQuery, request.query);
      const { rows, total } = await listCategories(app.db, query);
      const relations = await relationsOf(
        app.db,
        principal,
        rows.map((row) => row.id),
      );
      return presentCategoryCollection(rows, relations, total, query);
    },
  );

  app.get(
    '/api/categories/:id',
    routeDocs({
      tags: ['Categories'],
      summary: 'One category with its parent, children and readable sheets',
      params: idParams,
      responses: {
        200: 'The category.',
        404: 'No such category.',
      },
      answers: { 200: CategoryAnswer },
    }),
    async (request) => {
      const principal = authorize(request, 'read', categoryPolicy);
      const { id } = validate(idParams, request.params);
      const row = await findCategory(app.db, id);
      if (!row) throw notFound('The category');
      const relations = await relationsOf(app.db, principal, [row.id]);
      return presentCategory(row, relations.get(row.id));
    },
  );

  app.post(
    '/api/categories',
    routeDocs({
      tags: ['Categories'],
      summary: 'Create a category, at the top or under a parent (admins only)',
      body: categoryBody,
      responses: {
        201: 'The new category; Location names it.',
        403: NOT_ALLOWED_CATEGORIES,
      },
      answers: { 201: CategoryAnswer },
    }),
    async (request, reply) => {
      authorize(request, 'create', categoryPolicy);
      const body = validate(categoryBody, request.body);
      if (body.name === undefined) throw badRequest(NAME_REQUIRED);
      const row = await createCategory(app.db, {
        name: body.name,
        parentId: parentIdOf(body.parent ?? null),
      });
      reply.code(201).header('location', iri('categories', row.id));
      return presentCategory(row);
    },
  );

  app.put(
    '/api/categories/:id',
    routeDocs({
      tags: ['Categories'],
      summary: 'Rename or move a category (admins only)',
      params: idParams,
      body: categoryBody,
      responses: {
        200: 'The changed category.',
        403: NOT_ALLOWED_CATEGORIES,
        404: 'No such category.',
        409: 'Someone changed the category since you loaded it.',
      },
      answers: { 200: CategoryAnswer },
    }),
    async (request) => {
      const principal = authorize(request, 'update', categoryPolicy);
      const { id } = validate(idParams, request.params);
      const body = validate(categoryBody, request.body);
      if (body.version === undefined) {
        throw badRequest('version is required: send the version of the category you loaded.');
      }
      const fields: Partial<CategoryFields> = {};
      if (body.name !== undefined) fields.name = body.name;
      if (body.parent !== undefined) fields.parentId = parentIdOf(body.parent);
      const row = await updateCategory(app.db, id, body.version, fields);
      const relations = await relationsOf(app.db, principal, [row.id]);
      return presentCategory(row, relations.get(row.id));
    },
  );

  app.delete(
    '/api/categories/:id',
    routeDocs({
      tags: ['Categories'],
      summary: 'Delete an empty category (admins only)',
      params: idParams,
      responses: {
        204: 'Deleted.',
        403: NOT_ALLOWED_CATEGORIES,
        404: 'No such category.',
        409: 'The category still holds categories or sheets.',
      },
    }),
    async (request, reply) => {
      authorize(request, 'delete', categoryPolicy);
      const { id } = validate(idParams, request.params);
      await deleteCategory(app.db, id);
      return reply.code(204).send();
    },
  );
}
