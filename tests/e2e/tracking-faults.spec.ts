import type { ViewerInsights } from '@folio/shared';
import { expect, type Page, type Route, test } from '@playwright/test';
import { headers, ownerApi, presentationWithPdf, shareLink } from './support/api.ts';

type Event = { type: string; asset_id?: number; page?: number; seconds?: number };
type Batch = { view_token: string; tab_id: string; seq: number; events: Event[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Centres a page of the file and moves the pointer now and then, like a reader, for `seconds`. */
async function read(page: Page, index: number, seconds: number) {
  await page.evaluate(
    (i) =>
      document.querySelector(`[data-page="${i}"]`)?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    index,
  );
  const until = Date.now() + seconds * 1000;
  for (let step = 0; Date.now() < until; step += 1) {
    await page.mouse.move(200 + (step % 5) * 40, 300 + (step % 3) * 30);
    await sleep(Math.min(1000, until - Date.now()));
  }
}

/** The page hides as when the reader switches tabs: the tracker sends what it has with keepalive. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test('a reader whose beacons are dropped or lose their reply is counted exactly once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const owner = await ownerApi(baseURL!);
  const id = await presentationWithPdf(owner.api, 'Harbour Loft', [
    'Front',
    'Hall',
    'Kitchen',
    'Terrace',
    'Plan',
  ]);
  const link = await shareLink(owner, id, { name: 'Robin Vale' });

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 720 },
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  });
  const page = await context.newPage();

  // Every batch the tab made, by its id, whatever happened to it on the way: the truth.
  const made = new Map<string, Batch>();
  const fate: string[] = [];
  let offline = false;
  let droppedFirst = false;
  let lostReply = false;
  await page.route('**/api/client/activity', async (route: Route) => {
    const batch = route.request().postDataJSON() as Batch;
    const key = `${batch.tab_id}:${batch.seq}`;
    made.set(key, batch);
    if (offline) {
      fate.push(`${key} dropped (offline)`);
      return route.abort('internetdisconnected').catch(() => {});
    }
    if (!droppedFirst && batch.seq === 1) {
      droppedFirst = true;
      fate.push(`${key} dropped`);
      return route.abort('connectionreset').catch(() => {});
    }
    if (!lostReply && batch.seq === 2) {
      lostReply = true;
      // The server records it; its answer never reaches the tab, which will send it again.
      const response = await route.fetch();
      expect(response.status()).toBe(200);
      fate.push(`${key} recorded, reply lost`);
      return route.abort('connectionreset').catch(() => {});
    }
    fate.push(`${key} sent`);
    // A keepalive post of a page going away may outlive the page's routing.
    return route.continue().catch(() => {});
  });

  // Answers the server gave to batches let through: the context may close only once each has one.
  let answered = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/client/activity')) answered += 1;
  });

  await page.goto(link.share_link);
  await expect(page.locator('[data-page="4"]')).toBeAttached({ timeout: 20_000 });
  // The reader jumps to page 4, then goes back to read page 2: both count, once each.
  await read(page, 3, 17);
  await read(page, 1, 16);
  // The tab hides while the network is down: its keepalive posts are dropped too, then it reloads.
  offline = true;
  await read(page, 1, 3);
  await hide(page);
  await sleep(500);
  offline = false;
  await page.reload();
  await expect(page.locator('[data-page="4"]')).toBeAttached({ timeout: 20_000 });
  // The new load sends what the last one left in localStorage, then the reader reads a little more.
  await read(page, 1, 4);
  await hide(page);
  const sent = () => fate.filter((f) => f.endsWith(' sent')).length;
  await expect.poll(sent, { timeout: 10_000 }).toBeGreaterThan(3);
  // A batch counts in the truth below as soon as the tab makes it: close only when every one let through
  // has reached the server and been answered, however slow the server is.
  await expect.poll(() => answered - sent(), { timeout: 30_000 }).toBe(0);
  await context.close();

  // Each kind of fault happened: a dropped batch, a lost reply, batches dropped as the tab hid.
  expect(fate.some((f) => f.endsWith(' dropped'))).toBe(true);
  expect(fate.some((f) => f.endsWith('reply lost'))).toBe(true);
  expect(fate.some((f) => f.endsWith('(offline)'))).toBe(true);

  const batches = [...made.values()];
  const events = batches.flatMap((b) => b.events);
  const truth = events.reduce((sum, e) => sum + (e.type === 'time' ? (e.seconds ?? 0) : 0), 0);
  const pagesSeen = [...new Set(events.filter((e) => e.type === 'page_view').map((e) => e.page))].sort();
  expect(pagesSeen).toEqual(expect.arrayContaining([1, 3]));
  // What the tracker counted is what the reader spent: about 40 s visible (the clock stops while hidden).
  expect(truth).toBeGreaterThan(36);

  const insightsUrl = `/api/presentation-insights/${id}`;
  let viewer: ViewerInsights | undefined;
  await expect
    .poll(
      async () => {
        const list = await (await owner.api.get(insightsUrl, { headers })).json();
        const key = list.viewers.results[0]?.key;
        if (!key) return null;
        viewer = await (await owner.api.get(`${insightsUrl}/user/${key}`, { headers })).json();
        return viewer!.viewer.total_seconds;
      },
      { timeout: 20_000, message: `insights total, the reader's ${truth.toFixed(2)} s (${fate.join('; ')})` },
    )
    .toBe(Math.round(truth));
  const session = viewer!.sessions[0]!;
  expect(viewer!.viewer.sessions).toBe(1);
  // Each page once, in the order first seen; its seconds those the reader spent on it.
  expect(session.pages.map((p) => p.page).sort()).toEqual(pagesSeen);
  for (const seen of session.pages) {
    const spent = events
      .filter((e) => e.type === 'time' && e.page === seen.page)
      .reduce((sum, e) => sum + (e.seconds ?? 0), 0);
    expect(Math.abs(seen.seconds - spent), `page ${seen.page}`).toBeLessThanOrEqual(0.5);
  }
});
