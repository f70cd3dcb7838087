import { categoryPolicy } from '../../policies/categories.ts';
import { mediaPolicy } from '../../policies/media.ts';
import { userPolicy } from '../../policies/users.ts';
import { type PermissionFixture, type Row, rule } from './fixture.ts';

/** What admins keep for everyone: categories, the media library, users. */
export function libraryRows(fixture: PermissionFixture): Row[] {
  const { ids, idOf, versionOf, image } = fixture;
  return [
    {
      name: 'list categories',
      method: 'GET',
      url: () => '/api/categories',
      checks: async () => [rule(categoryPolicy, 'list')],
    },
    {
      name: 'read a category',
      method: 'GET',
      url: () => '/api/categories/1',
      checks: async () => [rule(categoryPolicy, 'read')],
    },
    {
      name: 'create a category',
      method: 'POST',
      url: () => '/api/categories',
      body: () => ({ name: 'Another' }),
      checks: async () => [rule(categoryPolicy, 'create')],
      ok: 201,
    },
    {
      name: 'save a category',
      method: 'PUT',
      url: () => `/api/categories/${idOf(ids.category)}`,
      body: async () => ({
        name: 'Renamed',
        ...(await versionOf(`/api/categories/${idOf(ids.category)}`)),
      }),
      checks: async () => [rule(categoryPolicy, 'update')],
    },
    {
      name: 'delete a category',
      method: 'DELETE',
      url: () => `/api/categories/${idOf(ids.category)}`,
      checks: async () => [rule(categoryPolicy, 'delete')],
      ok: 204,
    },
    {
      name: 'list media',
      method: 'GET',
      url: () => '/api/media_objects',
      checks: async () => [rule(mediaPolicy, 'list')],
    },
    {
      name: 'list users',
      method: 'GET',
      url: () => '/api/users',
      checks: async () => [rule(userPolicy, 'list')],
    },
    {
      name: 'read a user',
      method: 'GET',
      url: () => `/api/users/${idOf(ids.user)}`,
      checks: async () => [rule(userPolicy, 'read')],
    },
    {
      name: 'create a user',
      method: 'POST',
      url: () => '/api/users',
      body: () => ({ username: 'another.user', password: 'secret', roles: [] }),
      checks: async () => [rule(userPolicy, 'create')],
      ok: 201,
    },
    {
      name: 'save a user',
      method: 'PUT',
      url: () => `/api/users/${idOf(ids.user)}`,
      body: async () => ({ hnr: '77001', ...(await versionOf(`/api/users/${idOf(ids.user)}`)) }),
      checks: async () => [rule(userPolicy, 'update')],
    },
    {
      name: 'delete a user',
      method: 'DELETE',
      url: () => `/api/users/${idOf(ids.user)}`,
      checks: async () => [rule(userPolicy, 'delete')],
      ok: 204,
    },
    {
      // A JSON body is not an upload: allowed users get a 400, the others a 403 first.
      name: 'upload media',
      method: 'POST',
      url: () => '/api/media_objects',
      body: () => ({ file: 'not a file' }),
      checks: async () => [rule(mediaPolicy, 'keep')],
      ok: 400,
    },
    {
      name: 'list media tags',
      method: 'GET',
      url: () => '/api/media_tags',
      checks: async () => [rule(mediaPolicy, 'list')],
    },
    {
      // Region admins change only their own uploads; this one is the demo's.
      name: 'retag an image someone else uploaded',
      method: 'PATCH',
      url: () => `/api/media_objects/${idOf(ids.usedImage)}`,
      body: () => ({ tags: ['matrix'] }),
      checks: async () => [
        rule(mediaPolicy, 'keep'),
        rule(mediaPolicy, 'change', await image(ids.usedImage)),
      ],
    },
    {
      name: 'delete an image a sheet uses',
      method: 'DELETE',
      url: () => `/api/media_objects/${idOf(ids.usedImage)}`,
      checks: async () => [
        rule(mediaPolicy, 'keep'),
        rule(mediaPolicy, 'change', await image(ids.usedImage)),
      ],
      ok: 409,
    },
  ];
}
