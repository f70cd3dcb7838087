import type { Page } from 'playwright-core';

/** A window wide enough for the sheet overview's table without sideways scrolling. */
export const desktop = { width: 1366, height: 900 } as const;

/** The link names in the overview's category navigation, in the order shown. */
export async function categoryNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Categories' });
  await nav.getByRole('link', { name: 'All sheets' }).waitFor();
  const names = await nav.getByRole('link').allInnerTexts();
  return names.map((name) => name.trim()).filter((name) => name !== 'All sheets');
}

interface ApiSheet {
  id: number;
  name: string;
  status: string;
  variants: { id: number; name: string }[];
  regionalSheets: { id: number; region: string }[];
}

/** The admin's view of every master sheet, straight from the API. */
export async function apiSheets(url: string, token: string): Promise<ApiSheet[]> {
  const response = await fetch(`${url}/api/sheets?itemsPerPage=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { 'hydra:member': ApiSheet[] };
  return body['hydra:member'];
}
