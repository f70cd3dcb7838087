import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../i18n/createI18n';
import { type EditorApi, EditorContext } from '../../editorApi';
import { DealerSyncStatus } from './DealerSyncStatus';

describe('the dealer’s sync status', () => {
  it('names saved values the sheet dropped as dealers read field names, not as stored', () => {
    // Only what the status reads: the fields are gone from the sheet, their names are left.
    const editor = {
      dealerSync: { status: { state: 'saved' }, dropped: ['opening_hours', 'Price'] },
    } as unknown as EditorApi;
    render(
      <I18nextProvider i18n={createI18n()}>
        <EditorContext.Provider value={editor}>
          <DealerSyncStatus />
        </EditorContext.Provider>
      </I18nextProvider>,
    );
    expect(
      screen.getByText(
        'These saved values no longer fit this sheet and were removed: Opening hours, Price',
      ),
    ).toBeInTheDocument();
  });
});
