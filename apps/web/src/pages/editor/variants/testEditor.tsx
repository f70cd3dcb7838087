// Test support: a small but real designer state over the engine's operations, so panel tests
// exercise the engine rather than a mock of it. Not imported by the app.
import { ThemeProvider } from '@mui/material';
import {
  type DealerValues,
  defaultSelection,
  getPage,
  resolvePage,
  type SheetData,
  selectVariant as selectInPage,
  type VariantSelection,
} from '@pms/sheet/browser';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../i18n/createI18n';
import { theme } from '../../../theme';
import { type EditorApi, EditorContext } from '../editorApi';

interface History {
  past: SheetData[];
  present: SheetData;
  future: SheetData[];
}

/** Keeps the chosen variants that still exist and fills the other groups with the default. */
function effectiveSelection(data: SheetData, pageIndex: number, chosen: VariantSelection) {
  const page = getPage(data, pageIndex);
  const selection = defaultSelection(page);
  for (const group of page.variant_groups) {
    const id = chosen[group.id];
    if (id !== undefined && page.variants.some((v) => v.id === id && v.group === group.id)) {
      selection[group.id] = id;
    }
  }
  return selection;
}

/** The live EditorApi of a rendered TestEditor, for assertions and outside changes. */
export interface EditorProbe {
  current: EditorApi | null;
}

function TestEditorState(props: {
  initial: SheetData;
  pageIndex?: number;
  mode?: EditorApi['mode'];
  probe: EditorProbe;
  children: ReactNode;
}) {
  const [history, setHistory] = useState<History>({
    past: [],
    present: props.initial,
    future: [],
  });
  const [pageIndex, setPageIndex] = useState(props.pageIndex ?? 0);
  const [chosen, setChosen] = useState<VariantSelection>({});
  const [selectedIds, select] = useState<readonly number[]>([]);
  const [dealerValues, setDealerValues] = useState<DealerValues>({});
  const data = history.present;
  const selection = useMemo(
    () => effectiveSelection(data, pageIndex, chosen),
    [data, pageIndex, chosen],
  );

  const [variantEntry, setVariantEntry] = useState(false);
  const api: EditorApi = {
    data,
    pageIndex,
    setPageIndex,
    selection,
    selectVariant: (groupId, variantId) =>
      setChosen(
        selectInPage(
          getPage(data, pageIndex),
          selection,
          groupId,
          variantId,
          data.connected_groups,
        ),
      ),
    selectedIds,
    select,
    // Runs the change at once, so an operation's error reaches the caller as in the designer.
    apply: (change) => {
      const next = change(history.present);
      setHistory({ past: [...history.past, history.present], present: next, future: [] });
    },
    undo: () =>
      setHistory((h) =>
        h.past.length === 0
          ? h
          : {
              past: h.past.slice(0, -1),
              present: h.past.at(-1) as SheetData,
              future: [h.present, ...h.future],
            },
      ),
    redo: () =>
      setHistory((h) =>
        h.future.length === 0
          ? h
          : {
              past: [...h.past, h.present],
              present: h.future[0] as SheetData,
              future: h.future.slice(1),
            },
      ),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    variantEntry,
    setVariantEntry,
    hiddenIds: new Set(),
    toggleHidden: () => {},
    mode: props.mode ?? 'design',
    resolvedElements: resolvePage(getPage(data, pageIndex), selection),
    overflow: new Map(),
    preflight: [],
    dealerValues,
    dealerSync: { status: { state: 'saved' }, dropped: [] },
    setDealerValue: (name, value) =>
      setDealerValues((values) => {
        const next = { ...values };
        if (value === null) delete next[name];
        else next[name] = value;
        return next;
      }),
  };
  props.probe.current = api;
  return <EditorContext.Provider value={api}>{props.children}</EditorContext.Provider>;
}

/** Renders `ui` inside the app's providers and a TestEditor holding `data`. */
export function renderInEditor(
  ui: ReactNode,
  options: { data: SheetData; pageIndex?: number; mode?: EditorApi['mode'] },
) {
  const probe: EditorProbe = { current: null };
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <ThemeProvider theme={theme}>
        <SnackbarProvider>
          <TestEditorState
            initial={options.data}
            pageIndex={options.pageIndex}
            mode={options.mode}
            probe={probe}
          >
            {ui}
          </TestEditorState>
        </SnackbarProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
  const editor = () => {
    if (probe.current === null) throw new Error('the test editor has not rendered');
    return probe.current;
  };
  return { ...view, editor };
}
