import { describe, expect, it } from 'vitest';
import { mergeSheets as merged, resolveConflict as resolved } from '../browser.ts';
import {
  addElement,
  moveElement,
  removeElement,
  renameElement,
  updateElementConfig,
} from '../model/operations.ts';
import { mergeSheets, resolveConflict } from './mergeSheets.ts';
import { conflictAt, element, layout, loaded, merge, moved, retexted } from './mergeTesting.ts';

const fromBrowser = { mergeSheets: merged, resolveConflict: resolved };
const base = loaded();

describe('mergeSheets: elements and their properties', () => {
  it("is the engine's browser entry's", () => {
    expect(fromBrowser).toEqual({ mergeSheets, resolveConflict });
  });

  it('combines edits to different elements, naming what came from theirs', () => {
    const mine = moved(base, 1, 30, 40);
    const theirs = retexted(base, 2, '399 €');
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(retexted(mine, 2, '399 €'));
    expect(result.changes).toEqual([{ kind: 'text', element: 'Price', page: 0, path: 'text' }]);
    expect(result.conflicts).toEqual([]);
  });

  it('combines edits to different properties of one element: mine moved it, theirs changed its text', () => {
    const mine = moved(base, 1, 30, 40);
    const theirs = retexted(base, 1, 'Summer');
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(retexted(mine, 1, 'Summer'));
    expect(result.changes).toEqual([{ kind: 'text', element: 'Headline', page: 0, path: 'text' }]);
    expect(result.conflicts).toEqual([]);
  });

  it('takes a move from theirs as one change of the position pair', () => {
    const theirs = moved(base, 3, 15, 710);
    const result = merge(base, base, theirs);
    expect(result.data).toEqual(theirs);
    expect(result.changes).toEqual([
      { kind: 'moved', element: 'Footer', page: 0, path: 'style.left/top' },
    ]);
  });

  it('asks when both changed one text to different values, and keeps mine until told', () => {
    const mine = retexted(base, 1, 'Spring');
    const theirs = retexted(base, 1, 'Summer');
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(mine);
    expect(result.changes).toEqual([]);
    const conflict = {
      key: 'b0/1/text',
      page: 0,
      elementId: 1,
      element: 'Headline',
      path: 'text',
      base: 'Winter',
      mine: 'Spring',
      theirs: 'Summer',
      chosen: 'mine',
    };
    expect(result.conflicts).toEqual([conflict]);
    const resolved = resolveConflict(result, conflictAt(result, 0), 'theirs');
    expect(resolved.data).toEqual(theirs);
    expect(resolved.conflicts).toEqual([{ ...conflict, chosen: 'theirs' }]);
    expect(resolved.choose).toEqual({ 'b0/1/text': 'theirs' });
  });

  it('is no conflict when both changed a property to the same value', () => {
    const mine = retexted(moved(base, 1, 30, 40), 2, '399 €');
    const theirs = retexted(base, 2, '399 €');
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(mine);
    expect(result.changes).toEqual([]);
    expect(result.conflicts).toEqual([]);
  });

  it('treats x and y as one pair: a move is a conflict only when both moved it differently', () => {
    // Mine moved it right, theirs moved it down: one pair changed two ways.
    const mine = moved(base, 1, 30, 20);
    const theirs = moved(base, 1, 10, 60);
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(mine);
    expect(result.changes).toEqual([]);
    expect(result.conflicts).toEqual([
      {
        key: 'b0/1/style.left/top',
        page: 0,
        elementId: 1,
        element: 'Headline',
        path: 'style.left/top',
        base: [10, 20],
        mine: [30, 20],
        theirs: [10, 60],
        chosen: 'mine',
      },
    ]);
    const alike = merge(base, mine, moved(base, 1, 30, 20));
    expect([alike.data, alike.changes, alike.conflicts]).toEqual([mine, [], []]);
    const resized = updateElementConfig(base, 0, 1, { style: { width: 200 } });
    const both = merge(base, mine, resized);
    expect(both.data).toEqual(updateElementConfig(mine, 0, 1, { style: { width: 200 } }));
    expect(both.changes).toEqual([
      { kind: 'resized', element: 'Headline', page: 0, path: 'style.width/height' },
    ]);
    expect(both.conflicts).toEqual([]);
  });

  it('deletes an element one side deleted and the other left alone', () => {
    const mine = retexted(base, 1, 'Spring');
    const theirs = removeElement(base, 0, 3);
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(removeElement(mine, 0, 3));
    expect(result.changes).toEqual([{ kind: 'removed', element: 'Footer', page: 0, path: '' }]);
    expect(result.conflicts).toEqual([]);
    const mineDeleted = merge(base, removeElement(base, 0, 3), retexted(base, 1, 'Spring'));
    expect(mineDeleted.data).toEqual(removeElement(retexted(base, 1, 'Spring'), 0, 3));
    expect(mineDeleted.changes).toEqual([
      { kind: 'text', element: 'Headline', page: 0, path: 'text' },
    ]);
    expect(mineDeleted.conflicts).toEqual([]);
  });

  it('asks, keep or delete, when one side deleted an element the other edited', () => {
    const mine = removeElement(base, 0, 2);
    const theirs = retexted(base, 2, '399 €');
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(mine);
    expect(result.conflicts).toEqual([
      {
        key: 'b0/2/deleted',
        page: 0,
        elementId: 2,
        element: 'Price',
        path: 'deleted',
        base: element(base, 2),
        mine: null,
        theirs: element(theirs, 2),
        chosen: 'mine',
      },
    ]);
    expect(result.changes).toEqual([]);
    const kept = resolveConflict(result, conflictAt(result, 0), 'theirs');
    expect(kept.data).toEqual(theirs);
    expect(layout(kept.data)).toEqual([['1:Headline', '2:Price', '3:Footer']]);
    expect(kept.changes).toEqual([]);
    expect(kept.conflicts).toEqual([{ ...conflictAt(result, 0), chosen: 'theirs' }]);
    // The other way round: mine edited what theirs deleted; mine keeps it unless told.
    const reverse = merge(base, theirs, mine);
    expect(reverse.data).toEqual(theirs);
    expect(reverse.changes).toEqual([]);
    expect(reverse.conflicts.map((c) => [c.path, c.mine === null, c.theirs === null])).toEqual([
      ['deleted', false, true],
    ]);
    const dropped = resolveConflict(reverse, conflictAt(reverse, 0), 'theirs');
    expect(dropped.data).toEqual(mine);
  });

  it('keeps elements both sides added; the colliding id and name on mine get fresh ones', () => {
    const mine = addElement(base, 0, 'p', { name: 'Badge', text: 'New' });
    const theirs = addElement(base, 0, 'p', { name: 'Badge', text: 'Sale' });
    const result = merge(base, mine, theirs);
    // Theirs' new element goes right after what it follows in theirs, under mine's new one.
    expect(layout(result.data)).toEqual([
      ['1:Headline', '2:Price', '3:Footer', '4:Badge', '5:Badge 1'],
    ]);
    expect(element(result.data, 4)).toEqual(element(theirs, 4));
    expect(element(result.data, 5)).toEqual({
      ...element(mine, 4),
      id: 5,
      config: { ...element(mine, 4).config, name: 'Badge 1' },
    });
    expect(result.changes).toEqual([{ kind: 'added', element: 'Badge', page: 0, path: '' }]);
    expect(result.conflicts).toEqual([]);
  });

  it("gives mine's rename a suffix when theirs added an element of that name", () => {
    const mine = renameElement(base, 0, 1, 'Title');
    const theirs = addElement(base, 0, 'p', { name: 'Title' });
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual({
      ...mine,
      elements: [
        { ...element(mine, 1), config: { ...element(mine, 1).config, name: 'Title 1' } },
        element(base, 2),
        element(base, 3),
        element(theirs, 4),
      ],
    });
    expect(result.changes).toEqual([{ kind: 'added', element: 'Title', page: 0, path: '' }]);
    expect(result.conflicts).toEqual([]);
  });

  it('merges the dealer-editable flag as a property of its own', () => {
    const theirs = updateElementConfig(base, 0, 2, { dealerEditable: true });
    const mine = retexted(base, 2, '399 €');
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(updateElementConfig(mine, 0, 2, { dealerEditable: true }));
    expect(result.changes).toEqual([
      { kind: 'dealer-editable', element: 'Price', page: 0, path: 'dealerEditable' },
    ]);
    expect(result.conflicts).toEqual([]);
    const flagged = updateElementConfig(base, 0, 2, { dealerEditable: true });
    const both = merge(base, flagged, theirs);
    expect(both.data).toEqual(flagged);
    expect(both.changes).toEqual([]);
    expect(both.conflicts).toEqual([]);
    const unflagged = merge(
      flagged,
      updateElementConfig(flagged, 0, 2, { dealerEditable: false }),
      retexted(flagged, 2, '1 €'),
    );
    expect(unflagged.data).toEqual(
      updateElementConfig(retexted(flagged, 2, '1 €'), 0, 2, { dealerEditable: false }),
    );
    expect(unflagged.changes).toEqual([{ kind: 'text', element: 'Price', page: 0, path: 'text' }]);
    expect(unflagged.conflicts).toEqual([]);
  });

  it('merges the painting order: theirs moved one element, mine moved another', () => {
    const theirs = moveElement(base, 0, 3, 0); // Footer to the back
    const mine = moveElement(addElement(base, 0, 'p', { name: 'Badge' }), 0, 1, 3); // Headline to the front
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(moveElement(mine, 0, 3, 0));
    expect(layout(result.data)).toEqual([['3:Footer', '2:Price', '4:Badge', '1:Headline']]);
    expect(result.changes).toEqual([{ kind: 'order', element: 'Footer', page: 0, path: 'order' }]);
    expect(result.conflicts).toEqual([]);
  });

  it('asks when both moved one element to different places in the order', () => {
    const mine = moveElement(base, 0, 1, 2); // Headline to the front
    const theirs = moveElement(base, 0, 1, 1); // Headline one up
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(mine);
    expect(result.changes).toEqual([]);
    expect(result.conflicts).toEqual([
      {
        key: 'b0/1/order',
        page: 0,
        elementId: 1,
        element: 'Headline',
        path: 'order',
        base: 0,
        mine: 2,
        theirs: 1,
        chosen: 'mine',
      },
    ]);
    const resolved = resolveConflict(result, conflictAt(result, 0), 'theirs');
    expect(resolved.data).toEqual(theirs);
    expect(layout(resolved.data)).toEqual([['2:Price', '1:Headline', '3:Footer']]);
    const twice = merge(base, mine, mine);
    expect([twice.data, twice.changes, twice.conflicts]).toEqual([mine, [], []]);
  });
});
