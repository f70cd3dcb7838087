// Test support: the open Noto Sans faces served from node_modules in place of the server's
// /fonts/ files, so a unit test can lay the page out as the designer does (overflow, preflight).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  DEFAULT_TEXT_LANGUAGE,
  parseSheetData,
  type SheetData,
  type SheetDataInput,
} from '@pms/sheet/browser';
import { vi } from 'vitest';
import { preparePage } from './preparePage';

const FILES: Record<string, string> = {
  'noto-sans-regular.ttf': '400Regular/NotoSans_400Regular.ttf',
  'noto-sans-bold.ttf': '700Bold/NotoSans_700Bold.ttf',
  'noto-sans-italic.ttf': '400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  'noto-sans-bold-italic.ttf': '700Bold_Italic/NotoSans_700Bold_Italic.ttf',
};

const root = dirname(
  createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans/package.json'),
);

/**
 * Answers the designer's font requests with the real files (brand families' with 404); every
 * other request goes to
 * `other` (a never-answered request when unset, as in a test without a server).
 */
export function serveFonts(other?: typeof fetch): void {
  const next = other ?? (() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const file = FILES[url.split('/').pop() ?? ''];
    if (!url.includes('/fonts/')) return next(input, init);
    // A brand family's files are not here: as for a family the server no longer has.
    if (file === undefined) return Promise.resolve(new Response(null, { status: 404 }));
    return Promise.resolve(new Response(readFileSync(join(root, file))));
  });
}

/**
 * Serves the fonts and fetches what page 1 of `data` is laid out with (as the designer does
 * before it opens): a designer rendered afterwards lays out at once, and its overflow and
 * preflight are the real ones.
 */
export async function withLayout(data: SheetDataInput | SheetData): Promise<void> {
  serveFonts();
  await preparePage({
    data: parseSheetData(data),
    fontFamily: null,
    language: DEFAULT_TEXT_LANGUAGE,
    search: '',
    variantIds: [],
  });
}
