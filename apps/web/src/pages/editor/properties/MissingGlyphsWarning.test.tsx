import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEFAULT_TEXT_LANGUAGE, parseSheetData } from '@pms/sheet/browser';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadFaces } from '../state/assets';
import { preparePage } from '../state/preparePage';
import { renderEditor, sheetWithEveryType } from '../state/testStore';
import { PropertiesPanel } from './PropertiesPanel';

const require = createRequire(import.meta.url);
const root = (name: string) => dirname(require.resolve(`${name}/package.json`));
const noto = root('@expo-google-fonts/noto-sans');
const dejavu = join(root('dejavu-fonts-ttf'), 'ttf');
/**
 * The open families the fallback chain sets this page in, Noto Sans and the symbol family,
 * every face (a face the server lacks would count its whole family as gone).
 */
const FILES: Record<string, string> = {
  'noto-sans-regular.ttf': join(noto, '400Regular/NotoSans_400Regular.ttf'),
  'noto-sans-bold.ttf': join(noto, '700Bold/NotoSans_700Bold.ttf'),
  'noto-sans-italic.ttf': join(noto, '400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
  'noto-sans-bold-italic.ttf': join(noto, '700Bold_Italic/NotoSans_700Bold_Italic.ttf'),
  'dejavu-sans-regular.ttf': join(dejavu, 'DejaVuSans.ttf'),
  'dejavu-sans-bold.ttf': join(dejavu, 'DejaVuSans-Bold.ttf'),
  'dejavu-sans-italic.ttf': join(dejavu, 'DejaVuSans-Oblique.ttf'),
  'dejavu-sans-bold-italic.ttf': join(dejavu, 'DejaVuSans-BoldOblique.ttf'),
};

/** Serves the two families' faces as the server does, and lays out page 1 of `data`. */
async function layOut(data: ReturnType<typeof sheetWithEveryType>) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const file =
      FILES[
        String(input instanceof Request ? input.url : input)
          .split('/')
          .pop() ?? ''
      ];
    if (file === undefined) return Promise.resolve(new Response(null, { status: 404 }));
    return Promise.resolve(new Response(readFileSync(file)));
  });
  await preparePage({
    data: parseSheetData(data),
    fontFamily: null,
    language: DEFAULT_TEXT_LANGUAGE,
    search: '',
    variantIds: [],
  });
}

/** The every-type sheet with the headline's text, editable for dealers when asked. */
function withHeadline(text: string, dealerEditable = false) {
  const data = sheetWithEveryType();
  const config = data.elements?.find((element) => element.id === 1)?.config as {
    text: string;
    dealerEditable?: boolean;
  };
  config.text = `<p>${text}</p>`;
  config.dealerEditable = dealerEditable;
  return data;
}

// Issue 44 point 1: characters no font has are named beside the field, before an export is refused.
describe('characters no font has', { timeout: 30_000 }, () => {
  // First: the symbol family's face is not here yet, as when the designer opens.
  it('fetches the symbol family when a sign needs it, and then no longer names the sign', async () => {
    const data = withHeadline('Autohaus ☎ 0800 ✓ €');
    // Without the tyre label, whose text is set in DejaVu Sans: nothing fetches it up front.
    data.elements = data.elements?.filter((element) => element.type !== 'tyre_label');
    await layOut(data);
    renderEditor(<PropertiesPanel />, data, { selectedIds: [1] });
    // Laid out before the face arrives, the signs are still missing ...
    expect(screen.getByRole('alert')).toHaveTextContent('☎ ✓');
    // ... and the designer fetches it and lays out again.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('are named in the designer’s properties panel; ☎ is the symbol font’s', async () => {
    const data = withHeadline('Autohaus 汽车 ☎ 😀');
    await layOut(data);
    await loadFaces(['dejavu-sans/regular']);
    renderEditor(<PropertiesPanel />, data, { selectedIds: [1] });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No font can print these characters: 汽 车 😀. The sheet cannot be exported until they are removed or replaced.',
    );
  });

  it('are named under the dealer’s own field, in words for the dealer', async () => {
    const data = withHeadline('Tel. ☎', true);
    await layOut(data);
    await loadFaces(['dejavu-sans/regular']);
    const { editor } = renderEditor(<PropertiesPanel />, data, {
      mode: 'dealer',
      selectedIds: [1],
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => editor.current.setDealerValue('Headline', { text: '<p>汽车 ☎ 😀</p>' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your text contains characters that cannot be printed: 汽 车 😀. Remove or replace them to export.',
    );
  });
});
