import type { PreflightFinding } from '@pms/sheet/browser';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertiesPanel } from '../properties/PropertiesPanel';
import { withLayout } from '../state/testFonts';
import { renderEditor, sheetWithEveryType } from '../state/testStore';
import { PreflightButton, PreflightList } from './PreflightButton';

const base = { page: 0 } as const;
const findings: PreflightFinding[] = [
  {
    ...base,
    check: 'overflow',
    severity: 'error',
    overflowHeight: 12.4,
    elementId: 1,
    elementName: 'Headline',
    elementType: 'p',
  },
  {
    ...base,
    check: 'imageResolution',
    severity: 'warning',
    ppi: 212,
    required: 300,
    elementId: 2,
    elementName: 'Photo',
    elementType: 'img',
  },
  {
    ...base,
    check: 'bleed',
    severity: 'warning',
    edges: ['left', 'top'],
    bleed: (3 / 25.4) * 72,
    elementId: 2,
    elementName: 'Photo',
    elementType: 'img',
  },
  {
    ...base,
    check: 'tyreLabelSize',
    severity: 'error',
    width: 150,
    height: 219.7,
    minWidth: 212.6,
    minHeight: 311.8,
    elementId: 6,
    elementName: 'Label',
    elementType: 'tyre_label',
  },
];

describe('preflight button', { timeout: 30_000 }, () => {
  it('lists findings in words, errors first; choosing one selects its element', () => {
    const { editor } = renderEditor(<PreflightList findings={findings} />, sheetWithEveryType());
    const items = screen.getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      // Each row: the severity (the icon's title), the element's name, the finding in words.
      'ErrorHeadlineThe text overflows its box by 12.4 pt.',
      'WarningPhotoImage resolution 212 ppi at its placed size; print needs at least 300 ppi.',
      'WarningPhotoTouches the trim edge (left, top) without reaching 3 mm into the bleed.',
      'ErrorLabelThe tyre label prints at 52.9 × 77.5 mm; the EU regulation requires at least 75 × 110 mm.',
    ]);
    expect(screen.getAllByTitle('Error')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /^Error Label / }));
    expect(editor.current.selectedIds).toEqual([6]);
  });

  it('counts the findings of the page as laid out, and lists each of them', async () => {
    // A headline two lines high in a box of 11.6 pt: the real layout finds it overflowing.
    const data = sheetWithEveryType();
    const box = data.elements?.find((element) => element.id === 1)?.config as { style: object };
    box.style = { ...box.style, width: 120, height: 11.6 };
    await withLayout(data);
    const { editor } = renderEditor(<PreflightButton />, data);
    const found = editor.current.preflight;
    const errors = found.filter((finding) => finding.severity === 'error').length;
    expect(found.some((finding) => finding.check === 'overflow' && finding.elementId === 1)).toBe(
      true,
    );
    const button = screen.getByRole('button', {
      name: `Preflight – errors: ${errors}, warnings: ${found.length - errors}`,
    });
    expect(button.parentElement).toHaveTextContent(String(found.length));
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Preflight' });
    expect(within(dialog).getAllByRole('button')).toHaveLength(found.length);
    expect(dialog).toHaveTextContent(/The text overflows its box by [\d.]+ pt\./);
  });

  it('says the page is clear when nothing was found', async () => {
    // An empty page, laid out: nothing on it to find.
    const data = { ...sheetWithEveryType(), elements: [] };
    await withLayout(data);
    renderEditor(<PreflightButton />, data);
    fireEvent.click(screen.getByRole('button', { name: 'Preflight – errors: 0, warnings: 0' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('No findings on this page');
  });
});

describe('dealer overflow beside the field', { timeout: 30_000 }, () => {
  const dealerSheet = () => {
    const data = sheetWithEveryType();
    const headline = data.elements?.find((element) => element.id === 1);
    if (headline) (headline.config as { dealerEditable?: boolean }).dealerEditable = true;
    return data;
  };

  it('warns when the dealer’s own text overflows its box', async () => {
    // Laid out with the real fonts: two lines of 12 pt in a box 11.6 pt high run 12.4 pt below.
    const data = dealerSheet();
    const box = data.elements?.find((element) => element.id === 1)?.config as { style: object };
    box.style = { ...box.style, width: 120, height: 11.6 };
    await withLayout(data);
    const { editor } = renderEditor(<PropertiesPanel />, data, {
      mode: 'dealer',
      selectedIds: [1],
    });
    // The sheet's own text: not the dealer's to fix.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() =>
      editor.current.setDealerValue('Headline', {
        text: '<p>A much longer headline of the dealer</p>',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your text does not fit its box: it runs 12.4 pt below it. Shorten it to export.',
    );
  });
});

// Issue 43 point 5: in the dealer's view, the badge counts only what the dealer can change.
describe('preflight in the dealer’s view', { timeout: 30_000 }, () => {
  /** The sheet with a headline two lines high in a box of 11.6 pt: it overflows. */
  const overflowing = (dealerEditable: boolean) => {
    const data = sheetWithEveryType();
    const config = data.elements?.find((element) => element.id === 1)?.config as {
      style: object;
      dealerEditable?: boolean;
    };
    config.style = { ...config.style, width: 120, height: 11.6 };
    config.dealerEditable = dealerEditable;
    return data;
  };
  const headlineFinding = (found: readonly PreflightFinding[]) =>
    found.some((finding) => finding.check === 'overflow' && finding.elementId === 1);

  it('leaves out the sheet’s own findings, which only the designer can fix', async () => {
    const data = overflowing(false);
    await withLayout(data);
    const design = renderEditor(<PreflightButton />, data);
    expect(headlineFinding(design.editor.current.preflight)).toBe(true);
    design.unmount();

    const { editor } = renderEditor(<PreflightButton />, data, { mode: 'dealer' });
    const found = editor.current.preflight;
    expect(headlineFinding(found)).toBe(false);
    const errors = found.filter((finding) => finding.severity === 'error').length;
    const button = screen.getByRole('button', {
      name: `Preflight – errors: ${errors}, warnings: ${found.length - errors}`,
    });
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Preflight' })).not.toHaveTextContent('Headline');
  });

  it('keeps the findings of a field open to the dealer', async () => {
    const data = overflowing(true);
    await withLayout(data);
    const { editor } = renderEditor(<PreflightButton />, data, { mode: 'dealer' });
    expect(headlineFinding(editor.current.preflight)).toBe(true);
  });
});
