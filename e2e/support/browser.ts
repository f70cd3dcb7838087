import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { repoRoot } from './startApp.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const browsers = new Set<Browser>();

/** The browsers the journeys have open: a failure describes their pages (failureReport.ts). */
export function openBrowsers(): Browser[] {
  return [...browsers].filter((browser) => browser.isConnected());
}

/** Debian's Chromium, headless, with nothing that reaches out to the network on its own. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  return browser;
}

/** Screenshots land in test-results/ so a person can look at what the test saw. */
export async function screenshot(page: Page, name: string) {
  const dir = join(repoRoot, 'test-results');
  await mkdir(dir, { recursive: true });
  // A page behind the others gets no frames, and a full-page capture then shows its last one:
  // the designer's panels were missing though in the DOM. In front, after two frames, it is current.
  await page.bringToFront();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
