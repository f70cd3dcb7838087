import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { ProgressProvider } from '../loading/ProgressContext';
import { createProgressStore, type ProgressStore } from '../loading/progressStore';
import { Toasts } from './Toasts';
import { actionToastUp, noteToast, toastLeft } from './toasts';
import { useLoadToasts } from './useLoadToasts';
import { useToasts } from './useToasts';

function LoadToasts({ actionToast }: { actionToast?: string }) {
  useLoadToasts();
  const { enqueueSnackbar } = useToasts();
  useEffect(() => {
    if (actionToast) enqueueSnackbar(actionToast, { variant: 'success' });
  }, [actionToast, enqueueSnackbar]);
  return null;
}

// Every message asked of notistack: in jsdom a toast queued behind another never gets its turn
// (transitions do not end), so what was asked for is the thing to check.
const asked = vi.hoisted(() => [] as string[]);
vi.mock('notistack', async (importOriginal) => {
  const notistack = await importOriginal<typeof import('notistack')>();
  // One recording function per provider's own, so that hooks keep a stable identity.
  const recorders = new WeakMap<object, typeof notistack.enqueueSnackbar>();
  return {
    ...notistack,
    useSnackbar: () => {
      const snackbar = notistack.useSnackbar();
      let record = recorders.get(snackbar.enqueueSnackbar);
      if (!record) {
        record = ((message: string, options?: object) => {
          asked.push(String(message));
          return snackbar.enqueueSnackbar(message, options);
        }) as typeof notistack.enqueueSnackbar;
        recorders.set(snackbar.enqueueSnackbar, record);
      }
      return { ...snackbar, enqueueSnackbar: record };
    },
  };
});

beforeEach(() => {
  asked.length = 0;
});

/**
 * As an import's answer does: its refetch starts in the moment its toast is asked for, while
 * an earlier toast is still up, so the action's toast waits behind it and has not entered.
 */
function ActionThenLoad({ store, fire }: { store: ProgressStore; fire: boolean }) {
  useLoadToasts();
  const { enqueueSnackbar } = useToasts();
  useEffect(() => {
    if (!fire) return;
    store.start();
    enqueueSnackbar('Sheet imported: Winter 2026', { variant: 'success' });
  }, [store, fire, enqueueSnackbar]);
  return null;
}

function renderToasts(actionToast?: string) {
  const store = createProgressStore();
  render(
    <I18nextProvider i18n={createI18n()}>
      <ProgressProvider store={store}>
        <Toasts>
          <LoadToasts actionToast={actionToast} />
        </Toasts>
      </ProgressProvider>
    </I18nextProvider>,
  );
  return store;
}

describe('load toasts', () => {
  it('say that data loads and then that it loaded', async () => {
    const store = renderToasts();
    act(() => store.start());
    expect(await screen.findByText('Loading data…')).toBeInTheDocument();
    act(() => store.succeed());
    expect(
      await screen.findByText('Data loaded successfully.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it("stay quiet for a load that follows an action whose toast is up, which stays the action's one toast", async () => {
    const store = renderToasts('Sheet saved.');
    expect(await screen.findByText('Sheet saved.')).toBeInTheDocument();
    act(() => store.start());
    act(() => store.succeed());
    expect(asked).toEqual(['Sheet saved.']);
  });

  it('stay quiet for a load started in the same moment as the action toast, before it shows', async () => {
    const store = createProgressStore();
    const tree = (fire: boolean) => (
      <I18nextProvider i18n={createI18n()}>
        <ProgressProvider store={store}>
          <Toasts>
            <ActionThenLoad store={store} fire={fire} />
          </Toasts>
        </ProgressProvider>
      </I18nextProvider>
    );
    const { rerender } = render(tree(false));
    act(() => store.start());
    act(() => store.succeed());
    expect(
      await screen.findByText('Data loaded successfully.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    rerender(tree(true));
    expect(await screen.findByText('Sheet imported: Winter 2026')).toBeInTheDocument();
    act(() => store.succeed());
    expect(asked).toEqual([
      'Loading data…',
      'Data loaded successfully.',
      'Sheet imported: Winter 2026',
    ]);
  });
});

describe('pending toasts', () => {
  it('count from when they are asked for until they leave or their time is over', () => {
    const now = Date.now();
    noteToast('saved', 4000);
    expect(actionToastUp(now)).toBe(true);
    // A toast dropped from the queue never leaves: its time (and the exit) ends it.
    expect(actionToastUp(now + 4000 + 1000 + 50)).toBe(false);
    noteToast('reminder', null);
    expect(actionToastUp(now + 60_000)).toBe(true);
    toastLeft('reminder');
    expect(actionToastUp(now + 60_000)).toBe(false);
  });
});
