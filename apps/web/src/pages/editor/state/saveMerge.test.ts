import {
  addPage,
  getPage,
  type MergeSide,
  parseSheetData,
  removeElement,
  type SheetData,
  setElementVariantConfig,
  updateElementConfig,
} from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import type { SheetDocument, SheetMeta } from '../../../api/sheetDocument';
import { DesignerStore } from './designerStore';
import {
  type SaveOutcome,
  type SaveServer,
  saveMerging,
  saveResolved,
  settleSave,
} from './saveFlow';

// The merge rules as the designer applies them (issue 41 point 2): two designers on one sheet,
// a server that answers a stale version with 409 and keeps every save, and the store's actions.

const box = (left: number, top: number) => ({ left, top, width: 100, height: 40 });

const loaded = parseSheetData({
  schemaVersion: 1,
  ci: 'bmw',
  elements: [
    { id: 1, type: 'p', config: { name: 'Headline', text: '<p>Winter</p>', style: box(10, 10) } },
    {
      id: 2,
      type: 'p',
      variants: [
        { id: 1, type: 'p', layout: 'locked', variants: [10], config: { text: '<p>17"</p>' } },
      ],
      config: { name: 'Price', text: '<p>499 €</p>', style: box(10, 100) },
    },
    { id: 3, type: 'p', config: { name: 'Footer', text: '<p>Terms</p>', style: box(10, 700) } },
  ],
  variant_groups: [{ id: 1, name: 'Size' }],
  variants: [
    { id: 10, name: '17 inch', group: 1 },
    { id: 11, name: '18 inch', group: 1 },
  ],
});

const meta: SheetMeta = {
  name: 'Winter',
  details: '',
  status: 'locked',
  category: '/api/categories/1',
};

/** Saves as the server keeps them: every version, who saved it, and 409 for a stale one. */
class FakeServer implements SaveServer {
  readonly revisions: { document: SheetDocument; by: string }[] = [];
  puts = 0;

  constructor(data: SheetData) {
    this.revisions.push({ document: documentOf(data, meta, 1), by: 'anna' });
  }

  get head(): SheetDocument {
    const last = this.revisions.at(-1);
    if (!last) throw new Error('no revision');
    return last.document;
  }

  /** Someone else saves a change of the latest version. */
  saveAs(by: string, change: (data: SheetData) => SheetData, metaChange: Partial<SheetMeta> = {}) {
    const { data, meta: now, version } = this.head;
    const document = documentOf(change(data), { ...now, ...metaChange }, version + 1);
    this.revisions.push({ document, by });
  }

  async put(version: number, mine: { data: SheetData; meta: SheetMeta }) {
    this.puts += 1;
    if (version !== this.head.version) throw new ApiError(409, 'stale');
    this.revisions.push({ document: documentOf(mine.data, mine.meta, version + 1), by: 'me' });
    return this.head;
  }

  async latest() {
    const by = this.revisions.at(-1)?.by ?? '';
    return {
      document: this.head,
      savedBy: by === 'me' ? ({ kind: 'self' } as const) : { kind: 'user' as const, name: by },
    };
  }
}

function documentOf(data: SheetData, sheetMeta: SheetMeta, version: number): SheetDocument {
  return {
    kind: 'sheet',
    id: 7,
    iri: '/api/sheets/7',
    meta: sheetMeta,
    data,
    version,
    region: null,
    masterIri: null,
    regionalCopies: [],
    standing: null,
  };
}

/** A designer with the sheet open: the store, and the version and settings it was loaded with. */
function designer(server: FakeServer) {
  const store = new DesignerStore({
    data: server.head.data,
    mode: 'design',
    search: '',
    initialVariantIds: [],
    dealerValuesKey: null,
  });
  let base = server.head;
  const settled = (outcome: SaveOutcome, sent: SheetData) => {
    settleSave(store, outcome, sent);
    if (outcome.kind === 'saved') base = outcome.document;
    return outcome;
  };
  return {
    store,
    /** Save as the toolbar's button does. */
    async save(settings: SheetMeta = base.meta) {
      const sent = store.startSave();
      const from = { ...base, data: store.getSnapshot().saved };
      return settled(await saveMerging(server, from, { data: sent, meta: settings }), sent);
    },
    /** The conflict dialog's Save with its choices. */
    async resolve(choose: Record<string, MergeSide>) {
      const save = store.getSnapshot().save;
      if (save.state !== 'conflict' || !save.pending) throw new Error('no conflict to resolve');
      const sent = store.startSave(save.sent);
      return settled(await saveResolved(server, save.pending, choose), sent);
    },
  };
}

const el = (data: SheetData, id: number, page = 0) =>
  getPage(data, page).elements.find((e) => e.id === id);

/** The text of a text element; undefined for others. */
const textOf = (data: SheetData, id: number) => {
  const config = el(data, id)?.config;
  return config && 'text' in config ? config.text : undefined;
};

const moved = (id: number, left: number, top: number) => (data: SheetData) =>
  updateElementConfig(data, 0, id, { style: { left, top } });

function pendingOf(store: DesignerStore) {
  const save = store.getSnapshot().save;
  if (save.state !== 'conflict' || !save.pending) throw new Error('no pending conflict');
  return save.pending;
}

describe('saving over a newer version: what merges by itself', () => {
  it('combines moves of different elements, saves at once over theirs and names what came from them', async () => {
    const server = new FakeServer(loaded);
    const me = designer(server);
    server.saveAs('anna', moved(3, 20, 720));
    me.store.moveElements([1], 5, 5);
    const outcome = await me.save();
    expect(outcome.kind).toBe('saved');
    if (outcome.kind !== 'saved') return;
    expect(outcome.notice).toEqual({
      changes: [{ kind: 'moved', element: 'Footer', page: 0, path: 'style.left/top' }],
      savedBy: { kind: 'user', name: 'anna' },
      kept: null,
    });
    // Saved over theirs (version 2) as version 3, with both moves.
    expect(server.head.version).toBe(3);
    expect(el(server.head.data, 1)?.config.style).toMatchObject({ left: 15, top: 15 });
    expect(el(server.head.data, 3)?.config.style).toMatchObject({ left: 20, top: 720 });
    // The store shows and holds the merged document as saved; undo steps back over the merge.
    expect(me.store.data).toEqual(server.head.data);
    expect(me.store.dirty).toBe(false);
    expect(me.store.getSnapshot().save).toEqual({ state: 'idle' });
    // The next save goes straight through at the new version.
    me.store.moveElements([1], 1, 0);
    expect((await me.save()).kind).toBe('saved');
    expect(server.head.version).toBe(4);
  });

  it('keeps new pages from both sides, and numbers new elements above every id the merge brought', async () => {
    const server = new FakeServer(loaded);
    const me = designer(server);
    server.saveAs('anna', (data) =>
      updateElementConfig(addPage(data), 0, 1, { text: '<p>Summer</p>' }),
    );
    me.store.apply((data) => addPage(data));
    me.store.setPage(0);
    await me.save();
    expect(server.head.data.additional_pages).toHaveLength(2);
    expect(el(server.head.data, 1)?.config).toMatchObject({ text: '<p>Summer</p>' });
    const id = me.store.addElement('p');
    const ids = getPage(me.store.data, 0).elements.map((e) => e.id);
    expect(id).toBe(Math.max(...ids.filter((other) => other !== id)) + 1);
  });

  it('combines variant overrides of different combinations, and a dealer-editable flag with a move', async () => {
    const server = new FakeServer(loaded);
    const me = designer(server);
    server.saveAs('anna', (data) =>
      updateElementConfig(setElementVariantConfig(data, 0, 2, [11], { text: '<p>18"</p>' }), 0, 3, {
        dealerEditable: true,
      }),
    );
    me.store.apply((data) => setElementVariantConfig(data, 0, 2, [10], { text: '<p>17 inch</p>' }));
    me.store.moveElements([3], 0, -10);
    const outcome = await me.save();
    expect(outcome.kind).toBe('saved');
    const price = el(server.head.data, 2);
    expect(price?.variants.map((v) => [v.variants, v.config])).toEqual([
      [[10], { text: '<p>17 inch</p>' }],
      [[11], { text: '<p>18"</p>' }],
    ]);
    expect(el(server.head.data, 3)?.config).toMatchObject({
      dealerEditable: true,
      style: { left: 10, top: 690 },
    });
  });

  it('deletes what the other side deleted and this one left alone; its selection goes with it', async () => {
    const server = new FakeServer(loaded);
    const me = designer(server);
    server.saveAs('anna', (data) => removeElement(data, 0, 3));
    me.store.moveElements([1], 5, 5);
    me.store.select([1, 3]);
    const outcome = await me.save();
    expect(outcome.kind === 'saved' && outcome.notice?.changes).toEqual([
      { kind: 'removed', element: 'Footer', page: 0, path: '' },
    ]);
    expect(getPage(server.head.data, 0).elements.map((e) => e.config.name)).toEqual([
      'Headline',
      'Price',
    ]);
    expect(me.store.getSnapshot().selectedIds).toEqual([1]);
  });

  it('merges the settings: a name changed on one side is taken', async () => {
    const server = new FakeServer(loaded);
    const me = designer(server);
    server.saveAs('anna', moved(3, 20, 720), { name: 'Winter 2027' });
    me.store.moveElements([1], 5, 5);
    await me.save({ ...meta, details: 'Tyres' });
    expect(server.head.meta).toMatchObject({ name: 'Winter 2027', details: 'Tyres' });
  });

  it('keeps edits made while the merged save was on its way, unsaved, on top of the merge', async () => {
    const server = new FakeServer(loaded);
    const me = designer(server);
    server.saveAs('anna', moved(3, 20, 720));
    me.store.moveElements([1], 5, 5);
    const saving = me.save();
    me.store.setStyle(2, { width: 150 });
    await saving;
    expect(el(me.store.data, 3)?.config.style).toMatchObject({ left: 20, top: 720 });
    expect(el(me.store.data, 2)?.config.style).toMatchObject({ width: 150 });
    expect(me.store.dirty).toBe(true);
    expect(el(server.head.data, 2)?.config.style).toMatchObject({ width: 100 });
  });
});

describe('saving over a newer version: what asks', () => {
  it('asks when one side deleted an element the other edited, with both sides and who saved', async () => {
    const server = new FakeServer(loaded);
    const me = designer(server);
    server.saveAs('anna', (data) => removeElement(data, 0, 2));
    me.store.apply((data) => updateElementConfig(data, 0, 2, { text: '<p>399 €</p>' }));
    const outcome = await me.save();
    expect(outcome.kind).toBe('conflict');
    const pending = pendingOf(me.store);
    expect(pending.savedBy).toEqual({ kind: 'user', name: 'anna' });
    expect(pending.merge.conflicts.map((c) => [c.element, c.path, c.theirs])).toEqual([
      ['Price', 'deleted', null],
    ]);
    // Nothing was saved over theirs while the user decides; the edits are still there.
    expect(server.head.version).toBe(2);
    expect(el(me.store.data, 2)?.config).toMatchObject({ text: '<p>399 €</p>' });
  });

  it('asks when both changed the same override of the same combination', async () => {
    const server = new FakeServer(loaded);
    const me = designer(server);
    server.saveAs('anna', (data) =>
      setElementVariantConfig(data, 0, 2, [10], { text: '<p>A</p>' }),
    );
    me.store.apply((data) => setElementVariantConfig(data, 0, 2, [10], { text: '<p>B</p>' }));
    await me.save();
    const [conflict] = pendingOf(me.store).merge.conflicts;
    expect([conflict?.element, conflict?.mine, conflict?.theirs]).toEqual([
      'Price',
      '<p>B</p>',
      '<p>A</p>',
    ]);
  });

  it('names "you, in another window" when the newer version is this user\'s', async () => {
    const server = new FakeServer(loaded);
    const me = designer(server);
    server.saveAs('me', (data) => updateElementConfig(data, 0, 3, { dealerEditable: true }));
    me.store.apply((data) =>
      updateElementConfig(data, 0, 3, { dealerEditable: false, text: '<p>x</p>' }),
    );
    // The flag back to what it was is no change: only the other window changed it, so it merges.
    const outcome = await me.save();
    expect(outcome.kind === 'saved' && outcome.notice?.savedBy).toEqual({ kind: 'self' });
    expect(el(server.head.data, 3)?.config).toMatchObject({
      dealerEditable: true,
      text: '<p>x</p>',
    });
    // A flag is a yes or no: both sides turning it on is one change, not a conflict.
    server.saveAs('me', (data) => updateElementConfig(data, 0, 2, { dealerEditable: true }));
    me.store.apply((data) =>
      updateElementConfig(data, 0, 2, { dealerEditable: true, text: '<p>y</p>' }),
    );
    server.saveAs('me', (data) => updateElementConfig(data, 0, 2, { text: '<p>z</p>' }));
    await me.save();
    const pending = pendingOf(me.store);
    expect(pending.savedBy).toEqual({ kind: 'self' });
    expect(pending.merge.conflicts.map((c) => [c.element, c.path, c.mine, c.theirs])).toEqual([
      ['Price', 'text', '<p>y</p>', '<p>z</p>'],
    ]);
  });
});

describe('answering a conflict', () => {
  async function conflicted() {
    const server = new FakeServer(loaded);
    const me = designer(server);
    server.saveAs('anna', (data) => updateElementConfig(data, 0, 1, { text: '<p>Summer</p>' }));
    me.store.apply((data) => updateElementConfig(data, 0, 1, { text: '<p>Spring</p>' }));
    await me.save();
    const [conflict] = pendingOf(me.store).merge.conflicts;
    if (!conflict) throw new Error('no conflict');
    return { server, me, key: conflict.key };
  }

  it('saves mine when kept, once, and theirs stays the revision before it: Save does not loop', async () => {
    const { server, me } = await conflicted();
    const outcome = await me.resolve({});
    expect(outcome.kind === 'saved' && outcome.notice?.kept).toEqual({
      side: 'theirs',
      version: 2,
    });
    expect(server.puts).toBe(2);
    expect(el(server.head.data, 1)?.config).toMatchObject({ text: '<p>Spring</p>' });
    expect(el(server.revisions[1]?.document.data ?? loaded, 1)?.config).toMatchObject({
      text: '<p>Summer</p>',
    });
    expect(me.store.getSnapshot().save).toEqual({ state: 'idle' });
    expect(me.store.dirty).toBe(false);
    // The next edit saves straight away: no conflict again.
    me.store.moveElements([1], 1, 1);
    expect((await me.save()).kind).toBe('saved');
    expect(server.puts).toBe(3);
  });

  it('saves the all-mine merge first when theirs is chosen, so that mine stays a revision', async () => {
    const { server, me, key } = await conflicted();
    const outcome = await me.resolve({ [key]: 'theirs' });
    expect(outcome.kind === 'saved' && outcome.notice?.kept).toEqual({ side: 'mine', version: 3 });
    expect(server.revisions.map((r) => textOf(r.document.data, 1))).toEqual([
      '<p>Winter</p>',
      '<p>Summer</p>',
      '<p>Spring</p>',
      '<p>Summer</p>',
    ]);
    expect(el(me.store.data, 1)?.config).toMatchObject({ text: '<p>Summer</p>' });
    expect(me.store.dirty).toBe(false);
  });

  it('goes through the same flow again when yet another version came while the user chose', async () => {
    const { server, me } = await conflicted();
    server.saveAs('bob', moved(3, 30, 730));
    const outcome = await me.resolve({});
    expect(outcome.kind).toBe('saved');
    expect(el(server.head.data, 1)?.config).toMatchObject({ text: '<p>Spring</p>' });
    expect(el(server.head.data, 3)?.config.style).toMatchObject({ left: 30, top: 730 });
  });

  it('closing the dialog keeps the edits unsaved, and the next Save asks again rather than overwriting', async () => {
    const { server, me } = await conflicted();
    me.store.resolveConflict('mine');
    expect(me.store.dirty).toBe(true);
    expect((await me.save()).kind).toBe('conflict');
    expect(el(server.head.data, 1)?.config).toMatchObject({ text: '<p>Summer</p>' });
  });
});
