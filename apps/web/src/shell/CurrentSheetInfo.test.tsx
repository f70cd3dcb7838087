import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import {
  type CurrentSheet,
  CurrentSheetProvider,
  useShowCurrentSheet,
} from '../sheetContext/CurrentSheetContext';
import { CurrentSheetInfo } from './CurrentSheetInfo';

function Open({ sheet }: { sheet: CurrentSheet }) {
  useShowCurrentSheet(sheet);
  return null;
}

async function renderInfo(language: string, sheet: CurrentSheet) {
  const i18n = createI18n();
  await act(() => i18n.changeLanguage(language));
  render(
    <I18nextProvider i18n={i18n}>
      <CurrentSheetProvider>
        <Open sheet={sheet} />
        <CurrentSheetInfo />
      </CurrentSheetProvider>
    </I18nextProvider>,
  );
}

describe('the open sheet in the top bar', () => {
  it('names a copy of another region than the language with its region', async () => {
    await renderInfo('en', { name: 'BMW řady 3', region: 'cz' });
    expect(screen.getByText('BMW řady 3')).toBeInTheDocument();
    expect(screen.getByText('CZ')).toBeInTheDocument();
  });

  it('shows no second "CZ" beside the language button in the Czech interface', async () => {
    await renderInfo('cs', { name: 'BMW řady 3', region: 'cz' });
    expect(screen.getByText('BMW řady 3')).toBeInTheDocument();
    expect(screen.queryByText('CZ')).toBeNull();
  });
});
