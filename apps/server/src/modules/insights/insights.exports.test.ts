import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../platform/csv.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation, openLink, postActivity, unlock } from '../viewer/viewer.test-utils.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

/** Rows of a CSV answer as a spreadsheet reads them (quoted cells with commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  const rows: string[][] = [[]];
  const cell = /("(?:[^"]|"")*"|[^",\r\n]*)(,|\r\n)/gy;
  for (const [, value = '', end] of text.slice(1).matchAll(cell)) {
    rows.at(-1)!.push(value.startsWith('"') ? value.slice(1, -1).replaceAll('""', '"') : value);
    if (end === '\r\n') rows.push([]);
  }
  return rows.slice(0, -1);
}

const EVIL = '=HYPERLINK("http://evil.example","Click, me")';

describe('CSV cells', () => {
  it('quotes what needs it and keeps formulas from running', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"\nbye')).toBe('"say ""hi""\nbye"');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(
        csvCell(`${start}1+1`).startsWith(`'${start}`) || csvCell(`${start}1+1`).startsWith(`"'${start}`),
      ).toBe(true);
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('yes');
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa,b\r\n1,x\r\n');
  });
});

describe('GET /api/presentation-insights/{id}/viewers.csv and sessions.csv', () => {
  it('downloads the owner’s viewers and sessions, formulas made inert; nobody else’s', async () => {
    const s = await buildSharedPresentation(t);
    const named = await s.share({ name: EVIL });
    const gated = await s.share({ name: 'Open house', require_email: true });
    const first = (await openLink(t, named.hash)).body.view_token!;
    clock.advance(5);
    await unlock(t, gated.hash, { email: 'ann@example.com', name: 'Ann Lee' });
    clock.advance(5);
    await openLink(t, named.hash);
    clock.advance(60);
    const page = { type: 'page_view', asset_id: s.assets[0]!.id, page: 0 };
    const seconds = { type: 'time', asset_id: s.assets[0]!.id, page: 0, seconds: 30 };
    await postActivity(t, { view_token: first, events: [page, seconds] });

    const viewers = await call(t, 'GET', `/api/presentation-insights/${s.p.id}/viewers.csv`, s.owner.headers);
    expect(viewers.statusCode).toBe(200);
    expect(viewers.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(viewers.headers['content-disposition']).toBe(
      'attachment; filename="Ocean View Villa - viewers.csv"; filename*=UTF-8\'\'Ocean%20View%20Villa%20-%20viewers.csv',
    );
    const [header, ...rows] = parseCsv(viewers.body);
    expect(header).toEqual([
      'Name',
      'Email',
      'Phone',
      'Sessions',
      'First view (UTC)',
      'Last view (UTC)',
      'Seconds',
      'Assets reached',
      'Completed',
      'Feedback',
      'Forwarded to',
      'Links',
    ]);
    // The individual link's recipient (two sessions) and Ann, the most recent first.
    expect(rows.map((r) => [r[0], r[1], r[3], r[6]])).toEqual([
      [`'${EVIL}`, '', '2', '30'],
      ['Ann Lee', 'ann@example.com', '1', '0'],
    ]);
    expect(rows[0]![11]).toBe(`'${EVIL}`);

    const sessions = await call(
      t,
      'GET',
      `/api/presentation-insights/${s.p.id}/sessions.csv`,
      s.owner.headers,
    );
    expect(sessions.statusCode).toBe(200);
    const [sessionHeader, ...sessionRows] = parseCsv(sessions.body);
    expect(sessionHeader?.slice(0, 3)).toEqual(['Started (UTC)', 'Last seen (UTC)', 'Name']);
    expect(sessionRows.map((r) => [r[2], r[5], r[6], r[8]])).toEqual([
      [`'${EVIL}`, `'${EVIL}`, '0', '0'],
      ['Ann Lee', 'Open house', '0', '0'],
      [`'${EVIL}`, `'${EVIL}`, '30', '1'],
    ]);

    const stranger = await buildUser(t.app);
    for (const what of ['viewers', 'sessions']) {
      const url = `/api/presentation-insights/${s.p.id}/${what}.csv`;
      expect((await call(t, 'GET', url, stranger.headers)).json()).toEqual({ detail: 'Not found.' });
      expect((await call(t, 'GET', url, {})).statusCode).toBe(401);
    }
  });
});
