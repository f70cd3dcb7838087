import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './startApp.ts';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

interface AxeWindow {
  axe: { run: () => Promise<{ violations: AxeViolation[] }> };
}

/**
 * Runs axe-core in the page and answers its serious and critical violations, each as one
 * readable line (rule, help, the elements).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const installed = await page.evaluate(() => 'axe' in window);
  if (!installed) {
    await page.addScriptTag({ path: join(repoRoot, 'node_modules/axe-core/axe.min.js') });
  }
  const violations = await page.evaluate(async () => {
    const { violations } = await (window as unknown as AxeWindow).axe.run();
    return violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(
          violation.nodes.map((node) => node.target),
        )}`,
    );
}
