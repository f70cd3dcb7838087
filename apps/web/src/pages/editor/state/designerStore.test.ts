import { addPage, getPage, parseSheetData, SheetOperationError } from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { DesignerStore, type DesignerStoreOptions } from './designerStore';
import { HISTORY_LIMIT } from './history';

const box = (left: number, top: number) => ({ left, top, width: 100, height: 40 });

const data = parseSheetData({
  schemaVersion: 1,
  ci: 'bmw',
  elements: [
    {
      id: 1,
      type: 'p',
      variants: [
        { id: 1, type: 'p', layout: 'locked', variants: [11], config: { text: '<p>18</p>' } },
      ],
      config: { name: 'Price', text: '<p>17</p>', dealerEditable: true, style: box(0, 0) },
    },
    { id: 2, type: 'p', config: { name: 'Headline', text: '<p>Offer</p>', style: box(0, 50) } },
  ],
  variant_groups: [
    { id: 1, name: 'Size' },
    { id: 2, name: 'Colour' },
  ],
  variants: [
    { id: 10, name: '17 inch', group: 1 },
    { id: 11, name: '18 inch', group: 1 },
    { id: 20, name: 'Red', group: 2 },
    { id: 21, name: 'Blue', group: 2 },
  ],
});

function store(options: Partial<DesignerStoreOptions> = {}) {
  return new DesignerStore({
    data,
    mode: 'design',
    search: '',
    initialVariantIds: [],
    dealerValuesKey: null,
    ...options,
  });
}

const elementOf = (s: DesignerStore, id: number) =>
  getPage(s.data, s.pageIndex).elements.find((e) => e.id === id);

describe('DesignerStore: the document and its history', () => {
  it('adds an element as one undo step and selects it; undo and redo follow', () => {
    const s = store();
    const id = s.addElement('img');
    expect(getPage(s.data, 0).elements.map((e) => e.id)).toEqual([1, 2, id]);
    expect(s.getSnapshot().selectedIds).toEqual([id]);
    expect(s.dirty).toBe(true);
    s.undo();
    expect(getPage(s.data, 0).elements).toHaveLength(2);
    // The element is gone, so is its selection.
    expect(s.getSnapshot().selectedIds).toEqual([]);
    expect(s.dirty).toBe(false);
    expect(s.canRedo).toBe(true);
    s.redo();
    expect(getPage(s.data, 0).elements).toHaveLength(3);
    expect(s.canRedo).toBe(false);
  });

  it('moves several elements as one step', () => {
    const s = store();
    s.moveElements([1, 2], 5, 7);
    expect(elementOf(s, 1)?.config.style).toMatchObject({ left: 5, top: 7 });
    expect(elementOf(s, 2)?.config.style).toMatchObject({ left: 5, top: 57 });
    s.undo();
    expect(elementOf(s, 1)?.config.style).toMatchObject({ left: 0, top: 0 });
    expect(elementOf(s, 2)?.config.style).toMatchObject({ left: 0, top: 50 });
    expect(s.canUndo).toBe(false);
  });

  it('sets a style and keeps the rest of it', () => {
    const s = store();
    s.setStyle(1, { width: 240 });
    expect(elementOf(s, 1)?.config.style).toMatchObject({ left: 0, top: 0, width: 240 });
  });

  it('drops deleted elements from the selection, and undo brings the element back', () => {
    const s = store();
    s.select([1, 2]);
    s.deleteElements([2]);
    expect(s.getSnapshot().selectedIds).toEqual([1]);
    s.undo();
    expect(elementOf(s, 2)).toBeDefined();
  });

  it('lets a refused operation throw to its caller without a step or a notice', () => {
    const s = store();
    let notices = 0;
    s.subscribe(() => notices++);
    expect(() =>
      s.apply(() => {
        throw new SheetOperationError('An element named "Price" already exists');
      }),
    ).toThrow('already exists');
    s.apply((d) => d);
    expect(s.canUndo).toBe(false);
    expect(notices).toBe(0);
  });

  it(`keeps at most ${HISTORY_LIMIT} undo steps`, () => {
    const s = store();
    for (let i = 0; i <= HISTORY_LIMIT; i++) s.moveElements([1], 1, 0);
    expect(s.getSnapshot().history.past).toHaveLength(HISTORY_LIMIT);
  });

  it('tells subscribers of each change with a new snapshot', () => {
    const s = store();
    const before = s.getSnapshot();
    let notices = 0;
    const stop = s.subscribe(() => notices++);
    s.select([1]);
    expect(notices).toBe(1);
    expect(s.getSnapshot()).not.toBe(before);
    stop();
    s.select([2]);
    expect(notices).toBe(1);
  });
});

describe('DesignerStore: pages and variants', () => {
  it('clears the selection on a page switch and clamps the page to those there are', () => {
    const s = store();
    s.apply((d) => addPage(d));
    s.select([1]);
    s.setPage(1);
    expect(s.pageIndex).toBe(1);
    expect(s.getSnapshot().selectedIds).toEqual([]);
    s.undo();
    expect(s.pageIndex).toBe(0);
  });

  it("starts from the link's variants and follows a choice, connected groups included", () => {
    const s = store({ initialVariantIds: [11, 21] });
    expect(s.selection()).toEqual({ 1: 11, 2: 21 });
    s.selectVariant(1, 10);
    expect(s.selection()).toEqual({ 1: 10, 2: 21 });
    expect(s.getSnapshot().chosen).toEqual({ 0: { 1: 10, 2: 21 } });
  });

  it('keeps the same selection object while the choice is the same', () => {
    const s = store();
    const first = s.selection();
    s.select([1]);
    s.configure({ mode: 'design', initialVariantIds: [10], search: '', dealerValuesKey: null });
    expect(s.selection()).toBe(first);
    s.configure({ mode: 'dealer', initialVariantIds: [11], search: '', dealerValuesKey: null });
    expect(s.mode).toBe('dealer');
    expect(s.selection()).toEqual({ 1: 11, 2: 20 });
  });

  it('toggles elements hidden while editing, and the variant entry switch', () => {
    const s = store();
    s.toggleHidden(2);
    expect([...s.getSnapshot().hiddenIds]).toEqual([2]);
    s.toggleHidden(2);
    expect(s.getSnapshot().hiddenIds.size).toBe(0);
    s.setVariantEntry(true);
    expect(s.getSnapshot().variantEntry).toBe(true);
  });
});

describe('DesignerStore: dealer values', () => {
  it('keeps them apart from the document and in this browser', () => {
    const key = 'dealerValues:test:store';
    const s = store({ mode: 'dealer', dealerValuesKey: key });
    s.setDealerValue('Price', { text: '<p>999 €</p>' });
    expect(s.getSnapshot().dealerValues).toEqual({ Price: { text: '<p>999 €</p>' } });
    expect(s.dirty).toBe(false);
    expect(JSON.parse(window.localStorage.getItem(key) ?? '{}')).toEqual({
      Price: { text: '<p>999 €</p>' },
    });
    s.setDealerValue('Price', null);
    expect(s.getSnapshot().dealerValues).toEqual({});
    expect(s.allowsValue('Price')).toBe(true);
    expect(s.allowsValue('Headline')).toBe(false);
  });

  it('opens with the values and choice of variants the server had', () => {
    const s = store({
      mode: 'dealer',
      initialDealerValues: {
        values: { Price: { text: '<p>1 €</p>' }, Gone: { text: '<p>x</p>' } },
        selection: { 0: { 1: 11, 2: 20 } },
        version: 3,
        dropped: [],
      },
    });
    expect(s.getSnapshot().dealerValues).toEqual({ Price: { text: '<p>1 €</p>' } });
    expect(s.opened?.dropped).toEqual(['Gone']);
    expect(s.selection()).toEqual({ 1: 11, 2: 20 });
  });
});

describe('DesignerStore: save state', () => {
  it('goes dirty → saving → saved', () => {
    const s = store();
    s.moveElements([1], 10, 0);
    expect(s.dirty).toBe(true);
    const sent = s.startSave();
    expect(s.getSnapshot().save).toEqual({ state: 'saving', sent });
    const fromServer = parseSheetData({ ...sent });
    s.markSaved(fromServer, sent);
    expect(s.getSnapshot().save.state).toBe('idle');
    expect(s.data).toBe(fromServer);
    expect(s.dirty).toBe(false);
    // History is kept: the move can still be undone.
    expect(s.canUndo).toBe(true);
  });

  it('keeps edits made while the save was on its way unsaved', () => {
    const s = store();
    s.moveElements([1], 10, 0);
    const sent = s.startSave();
    s.moveElements([1], 10, 0);
    const edited = s.data;
    s.markSaved(parseSheetData({ ...sent }), sent);
    expect(s.data).toBe(edited);
    expect(s.dirty).toBe(true);
    expect(s.getSnapshot().saved).toBe(sent);
  });

  it('goes saving → conflict; keeping mine stays dirty, theirs replaces the document', () => {
    const s = store();
    s.moveElements([1], 10, 0);
    const sent = s.startSave();
    s.saveConflicted();
    expect(s.getSnapshot().save).toEqual({ state: 'conflict', sent });
    s.resolveConflict('mine');
    expect(s.getSnapshot().save.state).toBe('idle');
    expect(s.dirty).toBe(true);
    s.startSave();
    s.saveConflicted();
    const theirs = parseSheetData({ ...data, ci: 'mini' });
    s.resolveConflict('theirs', theirs);
    expect(s.data).toBe(theirs);
    expect(s.dirty).toBe(false);
  });

  it('goes saving → error and keeps the edits', () => {
    const s = store();
    s.moveElements([1], 10, 0);
    const sent = s.startSave();
    s.saveFailed('offline');
    expect(s.getSnapshot().save).toEqual({ state: 'error', sent, failure: 'offline' });
    expect(s.data).toBe(sent);
    expect(s.dirty).toBe(true);
  });
});
