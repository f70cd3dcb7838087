import { chromium } from 'playwright-core';
const url = 'http://127.0.0.1:3992';
const login = await (await fetch(`${url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin-Pass-12345' }) })).json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const rate = Number(process.env.RATE ?? 6);
let fails = 0;
for (let i = 0; i < Number(process.env.N ?? 10); i++) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(([t, e]) => { localStorage.setItem('token', t); localStorage.setItem('expires', e); }, [login.token, login.expires]);
  const page = await context.newPage();
  const delay = process.env.DELAY === "rand" ? Math.round(Math.random() * 5000) : Number(process.env.DELAY ?? 0); console.log("delay", delay);
  if (delay) await page.route(/\/api\/categories/, async (r) => { await new Promise((ok) => setTimeout(ok, delay)); await r.continue(); });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const t0 = Date.now();
  try {
    await page.goto(`${url}/edit/create`);
    await page.locator('[data-testid="sheet-page"][data-ready="true"]').waitFor({ timeout: 90000 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText("Please enter 'Name' under 'Settings'.").waitFor();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Name', { exact: true }).fill('E2E designer sheet');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText("Please enter 'Category' under 'Settings'.").waitFor();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Winter' }).click();
    await page.getByRole('button', { name: 'Apply' }).click({ timeout: 15000 });
    console.log(i, 'ok', Date.now() - t0);
  } catch (e) {
    fails++;
    console.log(i, 'FAIL', String(e).split('\n')[0]);
    await page.screenshot({ path: `/tmp/settings-fail-${i}.png` });
    console.log(await page.locator('body').ariaSnapshot().catch(() => ''));
  }
  await context.close();
}
console.log('fails', fails);
await browser.close();
