import { chromium } from 'playwright-core';
import { readdirSync, readFileSync } from 'node:fs';
const BASE = 'http://127.0.0.1:3326';
const H = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const email = `shots${Date.now()}@example.com`;
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const api = ctx.request;
let r = await api.post(`${BASE}/api/register`, { headers: H, data: { email, password1: 'Sturdy-Harbor-42', password2: 'Sturdy-Harbor-42', first_name: 'Dana', last_name: 'Reyes' } });
console.log('register', r.status());
// find verification token in mail dir
await new Promise((res) => setTimeout(res, 1500));
const dir = '/tmp/day-data/mail';
let token = null;
for (const f of readdirSync(dir)) { const t = readFileSync(`${dir}/${f}`, 'utf8'); if (t.includes(email.split('@')[0])) { const m = /token=3D([0-9a-zA-Z_\-=\r\n]+)|token=([0-9a-zA-Z_-]+)/.exec(t); if (m) token = (m[1] ?? m[2]).replace(/=\r?\n/g, '').replace(/[\r\n]/g, ''); } }
console.log('token', token?.slice(0, 10));
r = await api.post(`${BASE}/api/verify-email`, { headers: H, data: { token } }); console.log('verify', r.status());
r = await api.post(`${BASE}/api/onboarding`, { headers: H, data: { usage: ['Work'], industry: 'sales', in_brokerage: false, hear_about: 'An ad', works_in_team: false, needs_discount: false } }); console.log('onboarding', r.status());
const page = await ctx.newPage();
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
await page.goto(`${BASE}/presentations`);
await page.getByRole('article', { name: 'Listing presentation: [Property address]' }).waitFor();
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/day-shots/list-1280.png' });
await page.getByRole('link', { name: 'Listing presentation: [Property address]' }).click();
await page.getByRole('heading', { name: 'Edit presentation' }).waitFor();
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/day-shots/editor-1280.png' });
await page.setViewportSize({ width: 375, height: 800 });
await page.goto(`${BASE}/presentations`);
await page.getByRole('article').first().waitFor();
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/day-shots/list-375.png', fullPage: false });
await page.getByRole('button', { name: 'Open menu' }).click();
await page.getByRole('dialog', { name: 'Menu' }).waitFor();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/day-shots/menu-375.png', fullPage: true });
console.log('console errors', errors);
// public page without session
const anon = await browser.newContext({ viewport: { width: 375, height: 800 } });
const p2 = await anon.newPage();
const errs2 = [];
p2.on('console', (m) => { if (m.type() === 'error') errs2.push(m.text()); });
for (const path of ['/login', '/sign-up', '/forgot-password']) { await p2.goto(`${BASE}${path}`); await p2.waitForTimeout(1200); }
console.log('public console errors', errs2);
await browser.close();
