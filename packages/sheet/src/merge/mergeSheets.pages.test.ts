import { describe, expect, it } from 'vitest';
import { addElement, addPage, deletePage, movePage, removeElement } from '../model/operations.ts';
import { getPage } from '../model/pages.ts';
import { mergeSheets, resolveConflict } from './mergeSheets.ts';
import { conflictAt, layout, loaded, merge, moved, retexted } from './mergeTesting.ts';

describe('mergeSheets: pages', () => {
  const base = loaded([['Back text']]);

  it('keeps new pages of both sides: theirs, saved first, right after the page it follows, then mine', () => {
    const mine = addElement(addPage(base), 2, 'p', { name: 'Mine' });
    const theirs = addElement(addPage(base), 2, 'p', { name: 'Theirs' });
    const result = merge(base, mine, theirs);
    expect(layout(result.data)).toEqual([
      ['1:Headline', '2:Price', '3:Footer'],
      ['1:Back text'],
      ['1:Theirs'],
      ['1:Mine'],
    ]);
    expect(getPage(result.data, 2)).toEqual(getPage(theirs, 2));
    expect(getPage(result.data, 3)).toEqual(getPage(mine, 2));
    expect(result.changes).toEqual([{ kind: 'page-added', element: '', page: 2, path: '' }]);
    expect(result.conflicts).toEqual([]);
  });

  it('merges edits on an additional page and finds it by its elements after a page before it went', () => {
    const three = loaded([['Back text'], ['Terms page']]);
    const mine = deletePage(three, 1);
    const theirs = retexted(three, 1, 'Small print', 2);
    const result = merge(three, mine, theirs);
    expect(result.data).toEqual(retexted(mine, 1, 'Small print', 1));
    expect(result.changes).toEqual([
      { kind: 'text', element: 'Terms page', page: 1, path: 'text' },
    ]);
    expect(result.conflicts).toEqual([]);
  });

  it("takes theirs' page order when mine kept it, and merges the pages' edits", () => {
    const three = loaded([['Back text'], ['Terms page']]);
    const mine = retexted(three, 1, 'Spring', 1);
    const theirs = movePage(three, 2, 1);
    const result = merge(three, mine, theirs);
    expect(result.data).toEqual(movePage(mine, 2, 1));
    // Swapping two pages reads as one of them moved: here the back page, now page 2.
    expect(result.changes).toEqual([{ kind: 'order', element: '', page: 2, path: 'order' }]);
    expect(result.conflicts).toEqual([]);
  });

  it('deletes a page one side deleted and the other left alone', () => {
    const mine = retexted(base, 1, 'Spring');
    const theirs = deletePage(base, 1);
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(deletePage(mine, 1));
    expect(result.changes).toEqual([{ kind: 'page-removed', element: '', page: 1, path: '' }]);
    expect(result.conflicts).toEqual([]);
  });

  it('asks, keep or delete, when one side deleted a page the other edited', () => {
    const mine = deletePage(base, 1);
    const theirs = moved(base, 1, 50, 60, 1);
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(mine);
    expect(result.conflicts).toEqual([
      {
        key: 'b1/-/deleted',
        page: 1,
        elementId: null,
        element: '',
        path: 'deleted',
        base: getPage(base, 1),
        mine: null,
        theirs: getPage(theirs, 1),
        chosen: 'mine',
      },
    ]);
    expect(result.changes).toEqual([]);
    const kept = resolveConflict(result, conflictAt(result, 0), 'theirs');
    expect(kept.data).toEqual(theirs);
    expect(kept.changes).toEqual([]);
    expect(kept.conflicts).toEqual([{ ...conflictAt(result, 0), chosen: 'theirs' }]);
  });

  it('moves an element between pages as a removal and an addition under its name', () => {
    const mine = addElement(removeElement(base, 0, 3), 1, 'p', { name: 'Footer', text: 'Terms' });
    const theirs = retexted(base, 2, '399 €');
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(retexted(mine, 2, '399 €'));
    expect(result.changes).toEqual([{ kind: 'text', element: 'Price', page: 0, path: 'text' }]);
    expect(result.conflicts).toEqual([]);
  });
});

describe('mergeSheets: sheet settings', () => {
  const base = loaded();
  const fields = {
    name: 'Winter tyres',
    details: '',
    category: '/api/categories/1',
    status: 'locked',
  };

  it('merges each setting on its own: data (ci, sticky) and fields (name, details, category, status)', () => {
    const mine = { ...fields, name: 'Winter tyres 2026', status: 'unlocked' };
    const theirs = { ...fields, details: 'For the dealers', category: '/api/categories/2' };
    const result = merge(base, { ...base, sticky: true }, { ...base, ci: 'mini' }, {}, [
      fields,
      mine,
      theirs,
    ]);
    expect(result.data).toEqual({ ...base, ci: 'mini', sticky: true });
    expect(result.meta).toEqual({
      name: 'Winter tyres 2026',
      details: 'For the dealers',
      category: '/api/categories/2',
      status: 'unlocked',
    });
    expect(result.changes).toEqual([
      { kind: 'settings', element: '', page: 0, path: 'settings.ci' },
      { kind: 'settings', element: '', page: 0, path: 'settings.details' },
      { kind: 'settings', element: '', page: 0, path: 'settings.category' },
    ]);
    expect(result.conflicts).toEqual([]);
  });

  it('asks when both changed one setting to different values', () => {
    const result = merge(base, { ...base, ci: 'bmw_m' }, { ...base, ci: 'mini' }, {}, [
      fields,
      { ...fields, name: 'Mine' },
      { ...fields, name: 'Theirs' },
    ]);
    expect(result.data).toEqual({ ...base, ci: 'bmw_m' });
    expect(result.meta).toEqual({ ...fields, name: 'Mine' });
    expect(result.changes).toEqual([]);
    const conflict = { page: 0, elementId: null, element: '', chosen: 'mine' };
    expect(result.conflicts).toEqual([
      {
        ...conflict,
        key: 'b0/-/settings.ci',
        path: 'settings.ci',
        base: 'bmw',
        mine: 'bmw_m',
        theirs: 'mini',
      },
      {
        ...conflict,
        key: 'b0/-/settings.name',
        path: 'settings.name',
        base: 'Winter tyres',
        mine: 'Mine',
        theirs: 'Theirs',
      },
    ]);
    const resolved = resolveConflict(result, conflictAt(result, 1), 'theirs');
    expect(resolved.meta).toEqual({ ...fields, name: 'Theirs' });
    expect(resolved.data).toEqual({ ...base, ci: 'bmw_m' });
    expect(resolved.changes).toEqual([]);
  });

  it('keeps the fields of a side that sent none: only its data changed', () => {
    const result = mergeSheets(
      { data: base, meta: fields },
      { data: base },
      { data: base, meta: { ...fields, status: 'unlocked' } },
    );
    expect(result.data).toEqual(base);
    expect(result.meta).toEqual({ ...fields, status: 'unlocked' });
    expect(result.changes).toEqual([
      { kind: 'settings', element: '', page: 0, path: 'settings.status' },
    ]);
    expect(result.conflicts).toEqual([]);
  });
});
