// Test support: the designer's state as a small real harness (a useState over SheetData with
// undo, selection and dealer values), so panel tests drive the engine's real operations.

import {
  type DealerValue,
  type DealerValues,
  defaultSelection,
  getPage,
  type PreflightFinding,
  parseSheetData,
  resolvePage,
  type SheetData,
  type SheetDataInput,
  type VariantSelection,
} from '@pms/sheet/browser';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useMemo, useState } from 'react';
import { AppProviders } from '../../../AppProviders';
import { createAuthStore } from '../../../auth/authStore';
import { createI18n } from '../../../i18n/createI18n';
import { type EditorApi, EditorContext } from '../editorApi';

export interface TestEditorOptions {
  mode?: EditorApi['mode'];
  selectedIds?: number[];
  pageIndex?: number;
  /** Element ids whose content overflows (layout needs fonts, which the harness has not). */
  overflowing?: number[];
  /** The live preflight findings the panels see (the harness lays nothing out). */
  preflight?: PreflightFinding[];
  dealerValues?: DealerValues;
  /** A signed-in session, for panels that call the API (the media library). */
  session?: Parameters<ReturnType<typeof createAuthStore>['signIn']>[0];
}

/** What a test can read after acting: the live state and every step `apply` made. */
export interface EditorProbe {
  current: EditorApi;
  /** Labels of the undo steps, oldest first. */
  steps: string[];
}

function TestEditor({
  initial,
  options,
  probe,
  children,
}: {
  initial: SheetData;
  options: TestEditorOptions;
  probe: EditorProbe;
  children: ReactNode;
}) {
  const [history, setHistory] = useState({
    past: [] as SheetData[],
    present: initial,
    future: [] as SheetData[],
  });
  const [pageIndex, setPageIndex] = useState(options.pageIndex ?? 0);
  const [selectedIds, select] = useState<readonly number[]>(options.selectedIds ?? []);
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<number>>(new Set());
  const [chosen, setChosen] = useState<VariantSelection>({});
  const [dealerValues, setDealerValues] = useState<DealerValues>(options.dealerValues ?? {});
  const data = history.present;
  const page = getPage(data, pageIndex);
  const selection = useMemo(() => ({ ...defaultSelection(page), ...chosen }), [page, chosen]);

  const [variantEntry, setVariantEntry] = useState(false);
  const api: EditorApi = {
    data,
    pageIndex,
    setPageIndex,
    selection,
    selectVariant: (groupId, variantId) => setChosen((c) => ({ ...c, [groupId]: variantId })),
    selectedIds,
    select,
    apply: (change, label) => {
      // As the real provider: computed at once, so a refused operation throws to its caller.
      const next = change(history.present);
      if (next === history.present) return;
      probe.steps.push(label ?? '');
      setHistory((h) => ({ past: [...h.past, h.present], present: next, future: [] }));
    },
    undo: () =>
      setHistory((h) => {
        const previous = h.past.at(-1);
        if (!previous) return h;
        return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] };
      }),
    redo: () =>
      setHistory((h) => {
        const [next, ...rest] = h.future;
        if (!next) return h;
        return { past: [...h.past, h.present], present: next, future: rest };
      }),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    variantEntry,
    setVariantEntry,
    hiddenIds,
    toggleHidden: (id) =>
      setHiddenIds((ids) => {
        const next = new Set(ids);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    mode: options.mode ?? 'design',
    resolvedElements: resolvePage(page, selection),
    overflow: new Map((options.overflowing ?? []).map((id) => [id, true])),
    preflight: options.preflight ?? [],
    dealerValues,
    dealerSync: { status: { state: 'saved' }, dropped: [] },
    setDealerValue: (name: string, value: DealerValue | null) =>
      setDealerValues((values) => {
        const { [name]: _old, ...rest } = values;
        return value === null ? rest : { ...rest, [name]: value };
      }),
  };
  probe.current = api;
  return <EditorContext.Provider value={api}>{children}</EditorContext.Provider>;
}

/** Renders `ui` inside the app's providers and a harness editing `data`. */
export function renderEditor(
  ui: ReactNode,
  data: SheetDataInput | SheetData,
  options: TestEditorOptions = {},
) {
  const probe = { steps: [] } as unknown as EditorProbe;
  const authStore = createAuthStore();
  if (options.session) authStore.signIn(options.session);
  const services = {
    i18n: createI18n(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    authStore,
  };
  const view = render(
    <AppProviders services={services}>
      <TestEditor initial={parseSheetData(data)} options={options} probe={probe}>
        {ui}
      </TestEditor>
    </AppProviders>,
  );
  return { ...view, editor: probe };
}

/** Sheet data with one element of each type on page 0, ids 1 to 6 in painting order. */
export function sheetWithEveryType(extra: Partial<SheetDataInput> = {}): SheetDataInput {
  const style = (left: number, top: number) => ({ left, top, width: 200, height: 80 });
  return {
    schemaVersion: 1,
    ci: 'bmw',
    elements: [
      {
        id: 1,
        type: 'p',
        config: { name: 'Headline', text: '<p>Winter offer</p>', style: style(10, 10) },
      },
      { id: 2, type: 'img', config: { name: 'Photo', src: null, style: style(10, 100) } },
      { id: 3, type: 'logo', config: { name: 'Dealer logo', src: null, style: style(10, 200) } },
      {
        id: 4,
        type: 'ul',
        config: { name: 'Facts', items: ['One', 'Two'], style: style(10, 300) },
      },
      {
        id: 5,
        type: 'icons',
        config: {
          name: 'Features',
          lines: [{ feature: 'star', text: 'Star' }],
          style: style(10, 400),
        },
      },
      {
        id: 6,
        type: 'tyre_label',
        config: {
          name: 'Label',
          tyre: {
            tyreClass: 'C1',
            supplier: 'Example Tyres',
            typeIdentifier: 'Sport 5',
            sizeDesignation: '225/45 R18 95Y',
            fuelEfficiency: 'C',
            wetGrip: 'A',
            noiseClass: 'B',
            noiseDb: 71,
            snowGrip: false,
            iceGrip: false,
            eprelUrl: 'https://eprel.ec.europa.eu/qr/000000',
          },
          style: style(300, 10),
        },
      },
    ],
    variant_groups: [],
    variants: [],
    additional_pages: [],
    connected_groups: [],
    ...extra,
  } as SheetDataInput;
}
