import { chromium } from '@playwright/test';
const [url, out, w = '1440', h = '900', full = '1', js = '1'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h }, javaScriptEnabled: js === '1' });
const errors = [];
page.on('console', m => m.type() === 'error' && errors.push(m.text() + ' ' + m.location().url));
await page.goto(url);
await page.waitForTimeout(1500);
if (process.env.CLICK) { await page.getByRole('button', { name: process.env.CLICK }).click(); await page.waitForTimeout(1500); }
await page.screenshot({ path: out, fullPage: full === '1' });
console.log('errors', errors.slice(0, 10));
await browser.close();
