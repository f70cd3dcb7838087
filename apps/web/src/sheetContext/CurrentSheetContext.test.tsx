import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { CurrentSheetInfo } from '../shell/CurrentSheetInfo';
import {
  type CurrentSheet,
  CurrentSheetProvider,
  useShowCurrentSheet,
} from './CurrentSheetContext';

function EditorStandIn({ sheet }: { sheet: CurrentSheet | null }) {
  useShowCurrentSheet(sheet);
  return null;
}

function renderWith(sheet: CurrentSheet | null, mounted = true) {
  return (
    <I18nextProvider i18n={createI18n()}>
      <CurrentSheetProvider>
        {mounted && <EditorStandIn sheet={sheet} />}
        <CurrentSheetInfo />
      </CurrentSheetProvider>
    </I18nextProvider>
  );
}

describe('current sheet in the top bar', () => {
  it('names the sheet an editor page sets, with its region, and clears it on leaving', () => {
    const view = render(renderWith({ name: 'Winter wheels', region: 'cz' }));
    const group = screen.getByRole('group', { name: 'Current sheet' });
    expect(group).toHaveTextContent('Winter wheels');
    expect(screen.getByLabelText('Region CZ')).toBeInTheDocument();

    view.rerender(renderWith({ name: 'Winter wheels' }));
    expect(screen.queryByLabelText(/Region/)).not.toBeInTheDocument();

    view.rerender(renderWith(null, false));
    expect(screen.queryByRole('group', { name: 'Current sheet' })).not.toBeInTheDocument();
  });

  it('does not render the page that names the sheet again (the designer is large)', () => {
    let renders = 0;
    function Designer() {
      renders += 1;
      useShowCurrentSheet({ name: 'Winter wheels' });
      return null;
    }
    const designer = <Designer />;
    render(
      <I18nextProvider i18n={createI18n()}>
        <CurrentSheetProvider>
          {designer}
          <CurrentSheetInfo />
        </CurrentSheetProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('group', { name: 'Current sheet' })).toHaveTextContent('Winter wheels');
    expect(renders).toBe(1);
  });
});
