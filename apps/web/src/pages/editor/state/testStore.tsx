// Test support: the real designer state (DesignerStore inside EditorProvider) holding a given
// sheet, so panel tests drive the store the designer uses, not an imitation of it. Not imported
// by the app. Layout needs fonts, which unit tests do not load: overflow and preflight stay empty.
import {
  type DealerValues,
  parseSheetData,
  type SheetData,
  type SheetDataInput,
} from '@pms/sheet/browser';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../../../AppProviders';
import { createAuthStore } from '../../../auth/authStore';
import { createI18n } from '../../../i18n/createI18n';
import { type EditorApi, useEditor } from '../editorApi';
import { DesignerStore } from './designerStore';
import { EditorProvider } from './EditorProvider';

export { sheetWithEveryType } from './testSheets';

export interface TestStoreOptions {
  mode?: EditorApi['mode'];
  selectedIds?: number[];
  pageIndex?: number;
  dealerValues?: DealerValues;
  /** A signed-in session, for panels that call the API (the media library). */
  session?: Parameters<ReturnType<typeof createAuthStore>['signIn']>[0];
}

/** What a test can read after acting: the store, the panels' live view of it, every step made. */
export interface StoreProbe {
  store: DesignerStore;
  current: EditorApi;
  /** Labels of the undo steps `apply` made, oldest first (undo does not remove them). */
  steps: string[];
}

const NO_VARIANTS: readonly number[] = [];

function Probe({ probe }: { probe: StoreProbe }) {
  probe.current = useEditor();
  return null;
}

/** Renders `ui` inside the app's providers and the designer's real state holding `data`. */
export function renderWithStore(
  ui: ReactNode,
  data: SheetDataInput | SheetData,
  options: TestStoreOptions = {},
) {
  const steps: string[] = [];
  const mode = options.mode ?? 'design';
  const store = new DesignerStore({
    data: parseSheetData(data),
    mode,
    search: '',
    initialVariantIds: NO_VARIANTS,
    dealerValuesKey: null,
    onStep: (label) => steps.push(label),
  });
  if (options.pageIndex !== undefined) store.setPage(options.pageIndex);
  if (options.selectedIds) store.select(options.selectedIds);
  if (options.dealerValues) store.replaceDealerValues(options.dealerValues);
  // Filled in by Probe on the first render.
  const probe = { store, steps } as StoreProbe;
  const authStore = createAuthStore();
  if (options.session) authStore.signIn(options.session);
  const services = {
    i18n: createI18n(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    authStore,
  };
  const view = render(
    <AppProviders services={services}>
      <EditorProvider
        store={store}
        initialData={store.data}
        mode={mode}
        search=""
        initialVariantIds={NO_VARIANTS}
        dealerValuesKey={null}
      >
        <Probe probe={probe} />
        {ui}
      </EditorProvider>
    </AppProviders>,
  );
  return { ...view, store, editor: probe };
}

/** As the panel tests of properties/ call it: `editor.current` and `editor.steps`. */
export const renderEditor = renderWithStore;

/** As the variant panels' tests call it: `editor()` is the live EditorApi. */
export function renderInEditor(
  ui: ReactNode,
  options: { data: SheetData; pageIndex?: number; mode?: EditorApi['mode'] },
) {
  const { editor, ...view } = renderWithStore(ui, options.data, options);
  return { ...view, editor: () => editor.current };
}
