import { act, render, screen } from '@testing-library/react';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { ProgressProvider } from '../loading/ProgressContext';
import { createProgressStore } from '../loading/progressStore';
import { Toasts } from './Toasts';
import { useLoadToasts } from './useLoadToasts';

function LoadToasts({ actionToast }: { actionToast?: string }) {
  useLoadToasts();
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (actionToast) enqueueSnackbar(actionToast, { variant: 'success' });
  }, [actionToast, enqueueSnackbar]);
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
    // Long enough for a replacing toast to have come in after the exit transition.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByText('Sheet saved.')).toBeInTheDocument();
    expect(screen.queryByText('Loading data…')).not.toBeInTheDocument();
    expect(screen.queryByText('Data loaded successfully.')).not.toBeInTheDocument();
  });
});
