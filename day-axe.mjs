import { chromium } from 'playwright-core';
import { readFileSync, readdirSync } from 'node:fs';
const BASE = 'http://127.0.0.1:3326';
const H = { 'x-requested-with': 'XMLHttpRequest' };
const axeSrc = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
async function audit(page, label) {
  await page.addScriptTag({ content: axeSrc });
  const r = await page.evaluate(async () => await window.axe.run(document, { resultTypes: ['violations'] }));
  for (const v of r.violations) console.log(label, v.impact, v.id, v.nodes.length, v.nodes.slice(0,3).map(n => n.target.join(' ') + ' :: ' + (n.failureSummary||'').split('\n').slice(1,2).join('')).join(' | '));
  if (r.violations.length === 0) console.log(label, 'clean');
}
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
const page = await ctx.newPage();
for (const p of ['/login', '/sign-up']) { await page.goto(BASE + p); await page.waitForTimeout(1000); await audit(page, p); }
const email = `axe${Date.now()}@example.com`;
await ctx.request.post(`${BASE}/api/register`, { headers: H, data: { email, password1: 'Sturdy-Harbor-42', password2: 'Sturdy-Harbor-42', first_name: 'Dana', last_name: 'Reyes' } });
await ctx.request.post(`${BASE}/api/onboarding`, { headers: H, data: { usage: ['Work'], industry: 'sales', in_brokerage: false, hear_about: 'An ad', works_in_team: false, needs_discount: false } });
const created = await (await ctx.request.post(`${BASE}/api/presentations`, { headers: H, data: { title: 'Axe check' } })).json();
await ctx.request.post(`${BASE}/api/presentations/${created.id}/assets`, { headers: H, data: { type: 'text' } });
await page.goto(`${BASE}/presentations/edit/${created.id}`);
await page.getByRole('heading', { name: 'Edit presentation' }).waitFor();
await page.waitForTimeout(1500);
await audit(page, 'editor');
// open asset editor to see placeholders
const edit = page.getByRole('button', { name: /^Edit Text/ });
if (await edit.count()) { await edit.first().click(); await page.waitForTimeout(800); await audit(page, 'editor-open'); }
// success toast: copy link
const link = await (await ctx.request.post(`${BASE}/api/presentations/${created.id}/share-link`, { headers: H, data: { name: 'Axe', is_public: false } })).json();
console.log('link', link.share_link ?? JSON.stringify(link).slice(0, 200));
await page.evaluate(() => window.dispatchEvent(new Event('focus')));
const anon = await browser.newContext({ viewport: { width: 375, height: 800 }, bypassCSP: true });
const rp = await anon.newPage();
if (link.share_link) { await rp.goto(link.share_link.replace(/^https?:\/\/[^/]+/, BASE)); await rp.waitForTimeout(2500); await audit(rp, 'recipient'); }
await page.goto(`${BASE}/settings`); await page.waitForTimeout(1000);
await browser.close();
