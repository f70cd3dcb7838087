import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach } from 'vitest';
import { openBrowsers } from './browser.ts';
import { repoRoot } from './startApp.ts';

/** How much of a page's accessibility tree a failure prints: enough to see dialogs and alerts. */
const SNAPSHOT_CHARS = 4000;

/**
 * What a page showed when a journey failed: CI keeps only the log, so the address, what is
 * hidden from assistive technology (a modal left behind hides everything else from `getByRole`)
 * and the accessibility tree are printed there, and a screenshot goes to test-results/.
 */
async function describePage(page: Page, name: string): Promise<string> {
  const file = join(repoRoot, 'test-results', `failed-${name}.png`);
  const shot = await page
    .screenshot({ path: file, timeout: 5000 })
    .then(() => file)
    .catch((error: Error) => `no screenshot (${error.message.split('\n')[0]})`);
  const hidden = await page
    .evaluate(() =>
      [...document.body.children]
        .filter((element) => element.getAttribute('aria-hidden') === 'true')
        .map((element) => `${element.tagName.toLowerCase()}#${element.id}.${element.className}`),
    )
    .catch(() => []);
  // Toasts and dialogs sit at the end of the body, past what the cut tree shows: name them first.
  const messages = await page
    .evaluate(() =>
      [
        ...document.querySelectorAll(
          '#notistack-snackbar, [role="alert"], [role="status"], [role="dialog"] h2',
        ),
      ]
        .map((element) => element.textContent?.trim() ?? '')
        .filter((text) => text !== ''),
    )
    .catch(() => []);
  const tree = await page
    .locator('body')
    .ariaSnapshot({ timeout: 5000 })
    .catch((error: Error) => `no snapshot (${error.message.split('\n')[0]})`);
  return [
    `page ${page.url()}`,
    `screenshot ${shot}`,
    `aria-hidden under body: ${hidden.length ? hidden.join(', ') : 'none'}`,
    `toasts, alerts and dialogs: ${messages.length ? messages.map((m) => `"${m}"`).join(', ') : 'none'}`,
    tree.length > SNAPSHOT_CHARS ? `${tree.slice(0, SNAPSHOT_CHARS)}\n…` : tree,
  ].join('\n');
}

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    await mkdir(join(repoRoot, 'test-results'), { recursive: true });
    const slug = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    const pages = openBrowsers().flatMap((browser) =>
      browser.contexts().flatMap((context) => context.pages()),
    );
    const reports = await Promise.all(
      pages.map((page, index) => describePage(page, `${slug}-${index + 1}`)),
    );
    console.error(
      `\n── what the browser showed when "${task.name}" failed ──\n${reports.join('\n\n') || 'no open page'}\n`,
    );
  });
});
