import type { Browser, Page } from 'playwright-core';
import {
  type ApiSession,
  apiLogin,
  type DemoUsername,
  demoPasswords,
  demoUsernames,
  loggedInContext,
} from './accounts.ts';
import { launchBrowser } from './browser.ts';
import { designerWindow } from './editor.ts';
import { type RunningApp, startApp } from './startApp.ts';

/** What a designer journey needs: the built app, Chromium, a session per demo user. */
export interface DesignerSuite {
  app: RunningApp;
  browser: Browser;
  sessions: Record<DemoUsername, ApiSession>;
  /** A new page in a context logged in as `user`, at the designer's window size. */
  pageOf(user: DemoUsername): Promise<Page>;
}

/** Starts the app with the demo (and `env` on top) and logs every demo user in through the API. */
export async function startDesignerSuite(
  adminPassword: string,
  env: Record<string, string> = {},
): Promise<DesignerSuite> {
  const app = await startApp({ ADMIN_PASSWORD: adminPassword, ...env });
  const browser = await launchBrowser();
  const passwords = demoPasswords(app.output(), adminPassword);
  const sessions = {} as Record<DemoUsername, ApiSession>;
  for (const user of demoUsernames) {
    sessions[user] = await apiLogin(app.url, user, passwords[user]);
  }
  return {
    app,
    browser,
    sessions,
    async pageOf(user) {
      const context = await loggedInContext(browser, sessions[user], { viewport: designerWindow });
      return context.newPage();
    },
  };
}

/** Closes what `startDesignerSuite` opened, also when it failed half-way. */
export async function stopDesignerSuite(suite: DesignerSuite | undefined): Promise<void> {
  await suite?.browser.close();
  await suite?.app.stop();
}
