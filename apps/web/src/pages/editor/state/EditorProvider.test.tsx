import {
  addElement,
  type DealerProfile,
  dealerProfileSchema,
  getPage,
  parseSheetData,
  type SheetData,
  SheetOperationError,
} from '@pms/sheet/browser';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type EditorApi, useEditor } from '../editorApi';
import { type DesignerState, EditorProvider, useDesigner } from './EditorProvider';

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
      config: {
        name: 'Price',
        text: '<p>17</p>',
        dealerEditable: true,
        style: { left: 0, top: 0, width: 100, height: 40 },
      },
    },
  ],
  variant_groups: [{ id: 1, name: 'Size' }],
  variants: [
    { id: 10, name: '17 inch', group: 1 },
    { id: 11, name: '18 inch', group: 1 },
  ],
});

function setup(
  props: {
    mode?: 'design' | 'dealer';
    variants?: number[];
    storageKey?: string | null;
    profile?: DealerProfile | null;
    sheet?: SheetData;
  } = {},
) {
  // No server in unit tests: the fonts never arrive, which the state does not need.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  const seen: { editor: EditorApi; designer: DesignerState }[] = [];
  function Probe() {
    seen.push({ editor: useEditor(), designer: useDesigner() });
    return null;
  }
  render(
    <EditorProvider
      initialData={props.sheet ?? data}
      mode={props.mode ?? 'design'}
      search=""
      initialVariantIds={props.variants ?? []}
      dealerValuesKey={props.storageKey ?? null}
      dealerProfile={props.profile ?? null}
    >
      <Probe />
    </EditorProvider>,
  );
  return () => seen.at(-1) as { editor: EditorApi; designer: DesignerState };
}

const bound = parseSheetData({
  schemaVersion: 1,
  ci: 'bmw',
  elements: [
    {
      id: 1,
      type: 'p',
      config: {
        name: 'Dealer name',
        text: '<p>Your dealer</p>',
        profileField: 'name',
        dealerEditable: true,
        style: { left: 0, top: 0, width: 100, height: 40 },
      },
    },
  ],
});
const profile = dealerProfileSchema.parse({ name: 'Autosalon Praha' });

describe('EditorProvider', () => {
  it("shows a dealer their profile in bound texts, as exports do; their own value wins; designing shows the sheet's text", () => {
    const dealer = setup({ mode: 'dealer', sheet: bound, profile });
    expect(dealer().editor.resolvedElements[0]?.config).toMatchObject({
      text: '<p>Autosalon Praha</p>',
    });
    act(() => dealer().editor.setDealerValue('Dealer name', { text: '<p>Praha 2</p>' }));
    expect(dealer().editor.resolvedElements[0]?.config).toMatchObject({ text: '<p>Praha 2</p>' });
    const designer = setup({ mode: 'design', sheet: bound, profile });
    expect(designer().editor.resolvedElements[0]?.config).toMatchObject({
      text: '<p>Your dealer</p>',
    });
  });

  it('applies changes as undo steps and tracks unsaved changes', () => {
    const current = setup();
    expect(current().designer.dirty).toBe(false);
    act(() => current().editor.apply((d) => addElement(d, 0, 'img')));
    expect(getPage(current().editor.data, 0).elements).toHaveLength(2);
    expect(current().designer.dirty).toBe(true);
    expect(current().editor.canUndo).toBe(true);
    act(() => current().editor.undo());
    expect(getPage(current().editor.data, 0).elements).toHaveLength(1);
    expect(current().designer.dirty).toBe(false);
    act(() => current().editor.redo());
    expect(getPage(current().editor.data, 0).elements).toHaveLength(2);
  });

  it('lets a refused operation throw to its caller without a step', () => {
    const current = setup();
    expect(() =>
      current().editor.apply(() => {
        throw new SheetOperationError('An element named "Price" already exists');
      }),
    ).toThrow('already exists');
    expect(current().editor.canUndo).toBe(false);
  });

  it('resolves the page for the selection from the URL, and follows a new choice', () => {
    const current = setup({ variants: [11] });
    expect(current().editor.selection).toEqual({ 1: 11 });
    expect(current().editor.resolvedElements[0]?.config).toMatchObject({ text: '<p>18</p>' });
    act(() => current().editor.selectVariant(1, 10));
    expect(current().editor.resolvedElements[0]?.config).toMatchObject({ text: '<p>17</p>' });
  });

  it("switches to the dealer's view when the mode changes (a preview), keeping the history", () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    let seen: EditorApi | null = null;
    function Probe() {
      seen = useEditor();
      return null;
    }
    const view = (mode: 'design' | 'dealer') => (
      <EditorProvider
        initialData={bound}
        mode={mode}
        search=""
        initialVariantIds={[]}
        dealerValuesKey={null}
        dealerProfile={profile}
      >
        <Probe />
      </EditorProvider>
    );
    const current = () => seen as unknown as EditorApi;
    const { rerender } = render(view('design'));
    act(() => current().apply((d) => addElement(d, 0, 'img')));
    expect(current().resolvedElements[0]?.config).toMatchObject({ text: '<p>Your dealer</p>' });
    rerender(view('dealer'));
    expect(current().mode).toBe('dealer');
    expect(current().resolvedElements[0]?.config).toMatchObject({ text: '<p>Autosalon Praha</p>' });
    expect(current().canUndo).toBe(true);
  });

  it('keeps dealer values apart from the sheet, shown in dealer mode and stored', () => {
    const current = setup({ mode: 'dealer', storageKey: 'dealerValues:dealer.cz:regional:4' });
    act(() => current().editor.setDealerValue('Price', { text: '<p>999 €</p>' }));
    expect(current().editor.resolvedElements[0]?.config).toMatchObject({ text: '<p>999 €</p>' });
    expect(getPage(current().editor.data, 0).elements[0]?.config).toMatchObject({
      text: '<p>17</p>',
    });
    expect(current().designer.dirty).toBe(false);
    expect(
      JSON.parse(window.localStorage.getItem('dealerValues:dealer.cz:regional:4') ?? '{}'),
    ).toEqual({
      Price: { text: '<p>999 €</p>' },
    });
  });
});
