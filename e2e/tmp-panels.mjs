import { chromium } from 'playwright-core';
const url = 'http://127.0.0.1:3992';
const login = await (await fetch(`${url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'dealer.cz', password: 'AmEp-DXKg-4xUG' }) })).json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
await context.addInitScript(([t, e]) => { localStorage.setItem('token', t); localStorage.setItem('expires', e); }, [login.token, login.expires]);
const page = await context.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
await page.goto(`${url}/edit-region/1`);
await page.locator('[data-panels="shown"]').waitFor({ timeout: 60000 }); await page.waitForLoadState('networkidle');
const state = () => page.evaluate(() => `${document.querySelector('[data-panels]')?.getAttribute('data-panels')} yourFields=${document.body.innerText.includes('Your fields')} ready=${document.querySelector('[data-testid=sheet-page]')?.getAttribute('data-ready')}`);
let last = '';
for (let i = 0; i < 30; i++) { const s = await state(); if (s !== last) { console.log(i * 100, s); last = s; } await page.waitForTimeout(100); }
await page.screenshot({ path: '/tmp/p-full.png', fullPage: true });
console.log('after full', await state());
await page.screenshot({ path: '/tmp/p-view.png' });
console.log('after view', await state());
await browser.close();
