import { parseSheetData } from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { missingField } from './useSaveDocument';

const meta = {
  name: 'Winter offer',
  details: '',
  status: 'locked' as const,
  category: '/api/categories/3',
};
const data = parseSheetData({ schemaVersion: 1, ci: 'bmw' });

describe('missingField (SPEC section 5)', () => {
  it('names the first Settings field a save lacks', () => {
    expect(missingField('sheet', { ...meta, name: '  ' }, data)).toBe('name');
    expect(missingField('sheet', { ...meta, category: null }, data)).toBe('category');
    expect(missingField('sheet', meta, { ...data, ci: ' ' })).toBe('ci');
    expect(missingField('sheet', meta, data)).toBeNull();
  });

  it('does not ask a regional copy for the category it takes from its master', () => {
    expect(missingField('regional', { ...meta, category: null }, data)).toBeNull();
  });
});
