import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

export const demoUsernames = ['admin', 'regionadmin.cz', 'dealer.cz', 'dealer.pl'] as const;
export type DemoUsername = (typeof demoUsernames)[number];

/**
 * The demo passwords from the one-time account table of the first start
 * ("username  password  account" rows); the admin's comes from ADMIN_PASSWORD.
 */
export function demoPasswords(output: string, adminPassword: string): Record<DemoUsername, string> {
  const passwords = { admin: adminPassword } as Record<DemoUsername, string>;
  for (const username of demoUsernames.slice(1)) {
    const escaped = username.replace('.', '\\.');
    const match = new RegExp(`^${escaped}\\s+(\\S+)\\s{2}`, 'm').exec(output);
    if (!match?.[1]) throw new Error(`no password for ${username} in the startup output`);
    passwords[username] = match[1];
  }
  return passwords;
}

export interface ApiSession {
  token: string;
  expires: string;
}

/** Logs in through the API (one attempt of the rate limit) for tests that need a session. */
export async function apiLogin(url: string, username: string, password: string) {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login of ${username} failed: ${response.status}`);
  return (await response.json()) as ApiSession;
}

/**
 * A browser context that starts logged in: the session is put into localStorage before the
 * app's first script runs, exactly where the app keeps it.
 */
export async function loggedInContext(
  browser: Browser,
  session: ApiSession,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(({ token, expires }) => {
    // Only once per tab: a test that logs out must stay logged out after reloads.
    if (window.sessionStorage.getItem('e2e-seeded')) return;
    window.sessionStorage.setItem('e2e-seeded', '1');
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('expires', expires);
  }, session);
  return context;
}
