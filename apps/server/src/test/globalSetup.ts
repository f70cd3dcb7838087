import { randomUUID } from 'node:crypto';
import { removeDemoTemplate } from './demoApp.ts';

/**
 * Names this test run for the test workers (they inherit the environment), so templates made
 * for it (the seeded demo) are shared by its files and removed when it ends.
 */
export default function setup(): () => Promise<void> {
  const run = randomUUID();
  process.env.PMS_TEST_RUN = run;
  return () => removeDemoTemplate(run);
}
