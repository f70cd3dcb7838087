import { parseSheetData } from '@pms/sheet/browser';
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../AppProviders';
import type { Failure } from '../../../api/failure';
import { createAuthStore } from '../../../auth/authStore';
import { createI18n } from '../../../i18n/createI18n';
import { sessionFor } from '../../../test/fetchMock';
import { DesignerStore } from './designerStore';
import { sheetWithEveryType } from './testSheets';
import { useSaveRetry } from './useSaveRetry';

function Retrying({ store, save }: { store: DesignerStore; save: () => void }) {
  useSaveRetry(store, save);
  return null;
}

/** A designer with one unsaved move whose save answers as `answers` says, in turn. */
function setUp(answers: (Failure | 'saved')[]) {
  // No startup check: the session is signed in directly.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  const store = new DesignerStore({
    data: parseSheetData(sheetWithEveryType()),
    mode: 'design',
    search: '',
    initialVariantIds: [],
    dealerValuesKey: null,
  });
  const authStore = createAuthStore();
  authStore.signIn(sessionFor('admin'));
  const save = vi.fn(() => {
    const sent = store.startSave();
    const answer = answers.shift() ?? 'saved';
    if (answer === 'saved') store.markSaved(sent, sent);
    else store.saveFailed(answer);
  });
  render(
    <AppProviders services={{ i18n: createI18n(), queryClient: new QueryClient(), authStore }}>
      <Retrying store={store} save={save} />
    </AppProviders>,
  );
  act(() => store.moveElements([1], 10, 0));
  return { store, save, authStore };
}

const online = () =>
  act(() => {
    window.dispatchEvent(new Event('online'));
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSaveRetry', () => {
  it('sends a save that met an unreachable server again until it goes through, then stops', () => {
    const { store, save } = setUp(['offline', 'offline', 'saved']);
    act(() => save());
    expect(store.getSnapshot().save).toMatchObject({ state: 'error', failure: 'offline' });
    online();
    expect(save).toHaveBeenCalledTimes(2);
    online();
    expect(save).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot().save.state).toBe('idle');
    expect(store.dirty).toBe(false);
    online();
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('waits for the new token after an ended session, then saves once', () => {
    const { store, save, authStore } = setUp(['session', 'saved']);
    act(() => save());
    online();
    expect(save).toHaveBeenCalledTimes(1);
    act(() => authStore.signIn({ ...sessionFor('admin'), token: 'renewed' }));
    expect(save).toHaveBeenCalledTimes(2);
    expect(store.dirty).toBe(false);
  });

  it('does not send a refused save again by itself', () => {
    const { store, save, authStore } = setUp(['refused']);
    act(() => save());
    online();
    act(() => authStore.signIn({ ...sessionFor('admin'), token: 'renewed' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().save).toMatchObject({ state: 'error', failure: 'refused' });
  });
});
