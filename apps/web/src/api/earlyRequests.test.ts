import { CURRENT_SCHEMA_VERSION } from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetchMock';
import { startEarly } from './earlyRequests';
import { fetchSheetDocument } from './sheetDocument';
import { designerDocument } from './sheetPaths';

const sheet = (name: string) => ({
  '@id': '/api/sheets/7',
  id: 7,
  name,
  data: JSON.stringify({ schemaVersion: CURRENT_SCHEMA_VERSION, ci: 'bmw' }),
  version: 1,
});

describe('designer addresses', () => {
  it('names the document of a designer address, with or without a language prefix', () => {
    expect(designerDocument('/edit/7')).toEqual({ kind: 'sheet', id: 7 });
    expect(designerDocument('/de/edit-region/12/')).toEqual({ kind: 'regional', id: 12 });
  });

  it('names none for other pages, a new sheet or a bad id', () => {
    expect(designerDocument('/edit/create')).toBeNull();
    expect(designerDocument('/edit/0')).toBeNull();
    expect(designerDocument('/overview')).toBeNull();
    expect(designerDocument('/xx/edit/7')).toBeNull();
  });
});

describe('a sheet requested early', () => {
  it('is read once by the designer; the next read asks the server again', async () => {
    let served = 0;
    const fetchMock = mockFetch({
      'GET /api/sheets/7': () => jsonResponse(sheet(`answer ${++served}`)),
    });
    startEarly('/api/sheets/7', 'stored-token');
    // React's strict mode runs the first query twice: both get the early answer.
    const [first, again] = await Promise.all([
      fetchSheetDocument('sheet', 7, 'renewed-token'),
      fetchSheetDocument('sheet', 7, 'renewed-token'),
    ]);
    expect(first.meta.name).toBe('answer 1');
    expect(again.meta.name).toBe('answer 1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const later = await fetchSheetDocument('sheet', 7, 'renewed-token');
    expect(later.meta.name).toBe('answer 2');
  });

  it('is asked again with the session token when the early request failed', async () => {
    const fetchMock = mockFetch({
      'GET /api/sheets/7': ({ init }) =>
        new Headers(init?.headers).get('Authorization') === 'Bearer good'
          ? jsonResponse(sheet('fresh'))
          : jsonResponse({ message: 'Expired JWT Token' }, 401),
    });
    startEarly('/api/sheets/7', 'expired');
    const document = await fetchSheetDocument('sheet', 7, 'good');
    expect(document.meta.name).toBe('fresh');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
