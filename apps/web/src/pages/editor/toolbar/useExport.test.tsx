import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetchMock';
import { renderEditor, sheetWithEveryType } from '../state/testStore';
import { useExport } from './useExport';

/** A button that runs the designer's print PDF export, as the toolbar's does. */
function PrintButton() {
  const { run } = useExport('/api/regional_sheets/5', '');
  return (
    <button type="button" onClick={() => run('print')}>
      Print
    </button>
  );
}

/** The server's answer: a PDF named by its kind, with the reader's preflight. */
function answer(preflight: object) {
  return new Response(new Uint8Array([37, 80, 68, 70]), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Offer - print.pdf"; filename*=UTF-8''Offer%20-%20print.pdf`,
      'x-preflight': JSON.stringify(preflight),
    },
  });
}

// Issue 43 point 5: the toast says what the server's preflight found for this reader, and a
// dealer's preflight holds only what they can change; point 10: the print PDF's own name.
describe('the export toast', { timeout: 20_000 }, () => {
  const downloads: string[] = [];
  beforeEach(() => {
    downloads.length = 0;
    // jsdom has no object URLs; the download only needs one to hand to its link.
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('says "downloaded" when the dealer has nothing to fix, under the print PDF name', async () => {
    mockFetch({ 'POST /api/exports': () => answer({ errors: 0, warnings: 0, findings: [] }) });
    renderEditor(<PrintButton />, sheetWithEveryType(), { mode: 'dealer' });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('PDF downloaded.')).toBeInTheDocument();
    expect(downloads).toEqual(['Offer - print.pdf']);
  });

  it('warns with the counts when the preflight found something the reader can fix', async () => {
    const finding = {
      check: 'missingGlyphs',
      severity: 'warning',
      codePoints: [0x4ef7],
      page: 0,
      elementId: 1,
      elementName: 'Dealer contact',
      elementType: 'p',
    };
    mockFetch({
      'POST /api/exports': () => answer({ errors: 0, warnings: 1, findings: [finding] }),
    });
    renderEditor(<PrintButton />, sheetWithEveryType(), { mode: 'dealer' });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(
      await screen.findByText('PDF downloaded. Preflight – errors: 0, warnings: 1.'),
    ).toBeInTheDocument();
  });
});
