import { parseSheetData, removeElement, updateElementConfig } from '@pms/sheet/browser';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { SheetMeta } from '../../../api/sheetDocument';
import { createI18n } from '../../../i18n/createI18n';
import { mergeForSave, type PendingConflict, type SavedBy } from '../state/saveMerge';
import { ConflictDialog } from './ConflictDialog';
import { valueText } from './conflictText';
import { mergeNoticeText } from './useMergeNotice';

const box = (left: number, top: number) => ({ left, top, width: 100, height: 40 });
const base = parseSheetData({
  schemaVersion: 1,
  ci: 'bmw',
  elements: [
    { id: 1, type: 'p', config: { name: 'Headline', text: '<p>Winter</p>', style: box(10, 10) } },
    {
      id: 2,
      type: 'p',
      config: { name: 'Price', text: '<p>499 €</p>', style: { ...box(10, 100), color: '#112233' } },
    },
    { id: 3, type: 'p', config: { name: 'Footer', text: '<p>Terms</p>', style: box(10, 700) } },
  ],
});
const meta: SheetMeta = { name: 'Winter', details: '', status: 'locked', category: null };

/** Both changed the headline's text, the price's colour, the name; mine deleted the footer theirs edited. */
function pending(savedBy: SavedBy): PendingConflict {
  const mine = removeElement(
    updateElementConfig(
      updateElementConfig(base, 0, 1, { text: '<p>Spring <b>sale</b></p>' }),
      0,
      2,
      { style: { color: '#aa0000' } },
    ),
    0,
    3,
  );
  const theirs = updateElementConfig(
    updateElementConfig(updateElementConfig(base, 0, 1, { text: '<p>Summer</p>' }), 0, 2, {
      style: { color: 'device-cmyk(0 1 1 0)' },
    }),
    0,
    3,
    { text: '<p>New terms</p>' },
  );
  const merge = mergeForSave(
    { data: base, meta },
    { data: mine, meta: { ...meta, name: 'Spring' } },
    { data: theirs, meta: { ...meta, name: 'Summer' } },
  );
  return { merge, theirs: { data: theirs, meta, version: 4 }, savedBy };
}

async function renderDialog(savedBy: SavedBy, language = 'en') {
  const i18n = createI18n();
  await i18n.changeLanguage(language);
  const onSave = vi.fn();
  const conflict = pending(savedBy);
  render(
    <I18nextProvider i18n={i18n}>
      <ConflictDialog pending={conflict} saving={false} onSave={onSave} onClose={() => undefined} />
    </I18nextProvider>,
  );
  return { onSave, conflict };
}

describe('ConflictDialog', () => {
  it('lists each conflict with both values side by side, readable, and names who saved', async () => {
    await renderDialog({ kind: 'user', name: 'anna' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('anna saved this sheet after you opened it.')).toBeTruthy();
    const headline = within(dialog).getByRole('radiogroup', { name: 'Headline: Text' });
    // Rich text as the text it shows.
    expect(headline.textContent).toBe('Headline: TextSpring saleSummer');
    const color = within(dialog).getByRole('radiogroup', { name: 'Price: Text colour' });
    expect(
      [...color.querySelectorAll('[data-swatch]')].map((s) => s.getAttribute('data-swatch')),
    ).toEqual(['#aa0000', 'device-cmyk(0 1 1 0)']);
    const footer = within(dialog).getByRole('radiogroup', { name: 'Footer: Deleted or kept' });
    expect(footer.textContent).toBe('Footer: Deleted or keptDeletedKept, with changes');
    expect(within(dialog).getByRole('radiogroup', { name: 'Name' }).textContent).toBe(
      'NameSpringSummer',
    );
    // Mine is chosen until the user picks the other side.
    expect(within(headline).getByRole<HTMLInputElement>('radio', { name: 'Yours' }).checked).toBe(
      true,
    );
  });

  it('saves the choices made: the ones switched to theirs, the rest mine', async () => {
    const { onSave, conflict } = await renderDialog({ kind: 'self' });
    const headline = screen.getByRole('radiogroup', { name: 'Headline: Text' });
    fireEvent.click(within(headline).getByRole('radio', { name: 'Your other window' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const key = conflict.merge.conflicts.find((c) => c.element === 'Headline')?.key;
    expect(onSave).toHaveBeenCalledWith({ [String(key)]: 'theirs' });
    expect(
      screen.getByText('You saved this sheet in another window after this one opened it.'),
    ).toBeTruthy();
  });

  it("speaks the user's language", async () => {
    await renderDialog({ kind: 'user', name: 'anna' }, 'de');
    expect(screen.getByText('Dieses Blatt wurde zwischenzeitlich gespeichert')).toBeTruthy();
    expect(screen.getAllByText('Gespeichert von anna')).toHaveLength(1);
    expect(screen.getByRole('radiogroup', { name: 'Headline: Text' })).toBeTruthy();
  });
});

describe('conflict values in words', () => {
  it('shows a layer, a status and a category as the designer names them', () => {
    const i18n = createI18n();
    void i18n.changeLanguage('en');
    const names = {
      category: (iri: string) => (iri === '/api/categories/3' ? 'Tyres' : undefined),
    };
    expect(valueText(i18n.t, 'order', 0)).toBe('Layer 1 from the bottom');
    expect(valueText(i18n.t, 'settings.status', 'unlocked')).toBe('unlocked');
    expect(valueText(i18n.t, 'settings.category', '/api/categories/3', names)).toBe('Tyres');
    expect(valueText(i18n.t, 'style.width/height', [100, 40.04])).toBe('100 pt × 40 pt');
    expect(valueText(i18n.t, 'settings.details', '')).toBe('(empty)');
  });
});

describe('the notice after a merged save', () => {
  it('names what came from the other side and where the side not chosen is kept', () => {
    const i18n = createI18n();
    void i18n.changeLanguage('en');
    const t = i18n.t;
    const savedBy: SavedBy = { kind: 'user', name: 'Anna' };
    const changes = [
      { kind: 'moved', element: 'Price', page: 0, path: 'style.left/top' },
      { kind: 'page-added', element: '', page: 1, path: '' },
    ] as const;
    expect(mergeNoticeText(t, { changes: [...changes], savedBy, kept: null })).toBe(
      "Saved, together with the changes Anna made: moved 'Price', new page 2.",
    );
    expect(mergeNoticeText(t, { changes: [], savedBy, kept: { side: 'mine', version: 7 } })).toBe(
      "Sheet saved. Your version stays in the sheet's history (version 7).",
    );
    void i18n.changeLanguage('cs');
    expect(
      mergeNoticeText(t, {
        changes: [],
        savedBy: { kind: 'self' },
        kept: { side: 'theirs', version: 3 },
      }),
    ).toContain('Verze z vašeho druhého okna zůstává v historii listu (verze 3).');
  });
});
