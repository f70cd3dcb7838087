import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withLayout } from '../../state/testFonts';
import { renderEditor, sheetWithEveryType } from '../../state/testStore';
import { PropertiesPanel } from '../PropertiesPanel';

// Issue #44: a shrinking box no longer shrinks below its minimum size, so the dealer's text
// that does not fit even then is refused by the server, and said beside the field.
describe('a dealer’s text in a box that shrinks it to fit', { timeout: 30_000 }, () => {
  it('is fine while it fits shrunk, and warned about below the minimum size', async () => {
    const data = sheetWithEveryType();
    const config = data.elements?.find((element) => element.id === 1)?.config as {
      style: object;
      dealerEditable?: boolean;
      shrinkToFit?: boolean;
    };
    config.dealerEditable = true;
    config.shrinkToFit = true;
    config.style = { ...config.style, width: 120, height: 11.6 };
    await withLayout(data);
    const { editor } = renderEditor(<PropertiesPanel />, data, {
      mode: 'dealer',
      selectedIds: [1],
    });
    // Two words shrink into the box: nothing to say.
    act(() => editor.current.setDealerValue('Headline', { text: '<p>Winter offer</p>' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() =>
      editor.current.setDealerValue('Headline', {
        text: `<p>${'Autohaus Praha, Vinohradská 12, Praha 2. '.repeat(6)}</p>`,
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Your text does not fit its box: it runs [\d.]+ pt below it\. Shorten it to export\.$/,
    );
  });
});
