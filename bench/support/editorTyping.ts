// Typing in the designer as bench:editor measures it: characters typed into the properties
// panel's Text field of one element, each timed in the page from the key's event to the first
// frame painted after the field shows it; and per burst of typing, from the last key to the frame
// painted after the canvas redrew the element (this includes the field's pause before it
// commits, COMMIT_DELAY_MS in useDebouncedCommit.ts, 400 ms).
import type { Page } from 'playwright-core';

export interface TypingResult {
  /** Per key: ms from keydown to the frame painted after the field changed. */
  keys: number[];
  /** Per burst: ms from its last keydown to the frame painted after the canvas redrew. */
  canvas: number[];
}

/** In the page: the focused field and the element's layer observed; see TypingResult. */
const observeTyping = (elementId: number) => `(() => {
  const field = document.activeElement;
  const page = document.querySelector('[data-testid="sheet-page"]');
  window.benchKeys = [];
  window.benchCanvas = [];
  let waiting = [];
  let lastKey = null;
  // Painted: a task queued from the next animation frame runs after that frame's paint.
  const painted = (then) => requestAnimationFrame(() => setTimeout(() => then(performance.now()), 0));
  document.addEventListener('keydown', (event) => {
    waiting.push(event.timeStamp);
    lastKey = event.timeStamp;
  }, true);
  new MutationObserver(() => {
    if (waiting.length === 0) return;
    const keys = waiting;
    waiting = [];
    painted((now) => { for (const key of keys) window.benchKeys.push(now - key); });
  }).observe(field, { subtree: true, childList: true, characterData: true });
  new MutationObserver((records) => {
    if (lastKey === null) return;
    const redrawn = records.some((record) => {
      const node = record.target instanceof Element ? record.target : record.target.parentElement;
      return node?.closest('.sheet-layer[data-layer-id="${elementId}"]') != null;
    });
    if (!redrawn) return;
    const key = lastKey;
    lastKey = null;
    painted((now) => window.benchCanvas.push(now - key));
  }).observe(page, { subtree: true, childList: true, characterData: true });
})()`;

/**
 * Types `bursts` × `perBurst` characters at the end of the Text field of the element named
 * `name` (id `elementId`), `gapMs` apart, and waits after each burst for the canvas to show it.
 */
export async function typeInElement(
  page: Page,
  name: string,
  elementId: number,
  { bursts = 3, perBurst = 10, gapMs = 120 } = {},
): Promise<TypingResult> {
  await page.getByTestId(`frame-${name}`).click();
  const field = page.getByRole('textbox', { name: 'Text', exact: true });
  await field.click();
  await page.keyboard.press('End');
  await page.waitForTimeout(300);
  await page.evaluate(observeTyping(elementId));
  const text = 'typingfastonadensesheet';
  for (let burst = 0; burst < bursts; burst++) {
    for (let key = 0; key < perBurst; key++) {
      await page.keyboard.press(text[(burst * perBurst + key) % text.length] ?? 'x');
      await page.waitForTimeout(gapMs);
    }
    // Polled with evaluate: the page's CSP forbids the eval that waitForFunction's strings need.
    const deadline = performance.now() + 60_000;
    while (((await page.evaluate('window.benchCanvas.length')) as number) <= burst) {
      if (performance.now() > deadline) throw new Error('the canvas never showed the typing');
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(300);
  }
  return (await page.evaluate(
    '({ keys: window.benchKeys, canvas: window.benchCanvas })',
  )) as TypingResult;
}
