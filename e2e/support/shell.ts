import type { Locator, Page } from 'playwright-core';

/** A tablet in portrait, the smallest window the shell is laid out for. */
export const tablet = { width: 768, height: 1024 } as const;

/** Waits for the page transition and the first paint of lazy content to finish. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // The out-in page transition takes 150 + 225 ms.
  await page.waitForTimeout(500);
}

/** Opens the right-hand drawer with its button and answers the drawer's navigation. */
export async function openDrawer(
  page: Page,
  button = 'Open menu',
  menu = 'Menu',
): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  const drawer = page.getByRole('navigation', { name: menu });
  await drawer.waitFor();
  return drawer;
}

/** Presses Tab until the focused element has the accessible name, like a keyboard user. */
export async function tabTo(page: Page, name: string, maxPresses = 25) {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
    });
    if (focused === name) return;
  }
  throw new Error(`${name} never got the keyboard focus`);
}

/**
 * Starts noting the text of every toast the page shows from now on (not those already up),
 * however briefly: a loading toast is replaced by its result as soon as the answer comes, which
 * on a fast run is before a test could see it. `toastsSeen` answers the texts noted.
 */
export async function noteToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { toastsSeen: Set<string> }).toastsSeen = seen;
    // Toasts already up (a load's result) are not what comes next.
    const before = new Set(document.querySelectorAll('#notistack-snackbar'));
    const note = () => {
      for (const toast of document.querySelectorAll('#notistack-snackbar')) {
        if (!before.has(toast) && toast.textContent) seen.add(toast.textContent);
      }
    };
    new MutationObserver(note).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/** The texts of the toasts shown since noteToasts. */
export function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...((window as unknown as { toastsSeen?: Set<string> }).toastsSeen ?? []),
  ]);
}
