import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const BASE = 'http://127.0.0.1:3326';
const H = { 'x-requested-with': 'XMLHttpRequest' };
const axeSrc = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function audit(page, label) {
  await page.addScriptTag({ content: axeSrc });
  const r = await page.evaluate(async () => await window.axe.run(document, { resultTypes: ['violations'] }));
  for (const v of r.violations) console.log(label, v.impact, v.id, v.nodes.length, v.nodes.slice(0,4).map(n => n.target.join(' ') + ' :: ' + n.html.slice(0,120)).join(' | '));
  if (r.violations.length === 0) console.log(label, 'clean');
}
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
const email = `axe${Date.now()}@example.com`;
await ctx.request.post(`${BASE}/api/register`, { headers: H, data: { email, password1: 'Sturdy-Harbor-42', password2: 'Sturdy-Harbor-42', first_name: 'Dana', last_name: 'Reyes' } });
await ctx.request.post(`${BASE}/api/presentations/starter-templates`, { headers: H });
const list = await (await ctx.request.get(`${BASE}/api/presentations`)).json();
const id = list.results[0].id;
await ctx.request.post(`${BASE}/api/presentations/${id}/assets`, { headers: H, data: { type: 'form' } });
await ctx.request.post(`${BASE}/api/presentations/${id}/assets`, { headers: H, data: { type: 'form' } });
const gated = await (await ctx.request.post(`${BASE}/api/presentations/${id}/share-link`, { headers: H, data: { name: 'Gate', is_public: false, require_email: true } })).json();
console.log(JSON.stringify(gated).slice(0,150));
{ const a = await browser.newContext({ viewport: { width: 375, height: 800 }, bypassCSP: true }); const g = await a.newPage(); await g.goto(gated.share_link.replace(/^https?:\/\/[^/]+/, BASE)); await g.waitForTimeout(2000); await audit(g, 'gate'); }
const link = await (await ctx.request.post(`${BASE}/api/presentations/${id}/share-link`, { headers: H, data: { name: 'Axe', is_public: false } })).json();
for (const w of [1280, 375]) {
  const anon = await browser.newContext({ viewport: { width: w, height: 800 }, bypassCSP: true });
  const rp = await anon.newPage();
  await rp.goto(link.share_link.replace(/^https?:\/\/[^/]+/, BASE)); await rp.waitForTimeout(2500); await audit(rp, 'recipient' + w);
  if (w === 375) await rp.screenshot({ path: '/tmp/day-shots/recipient-375.png' });
}
const page = await ctx.newPage();
await page.goto(`${BASE}/presentations/edit/${id}`);
await page.getByRole('heading', { name: 'Edit presentation' }).waitFor();
await page.waitForTimeout(1500);
await audit(page, 'editor-starter');
await browser.close();
