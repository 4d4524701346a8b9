// A steady load through the balancer: recipients viewing shared presentations (opening them, loading
// their pictures, sending the page's own beacon outbox) and owners editing theirs with their realtime
// socket open. Every request is written down with its outcome; every beacon batch with its events.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { tsImport } from 'tsx/esm/api';
import WebSocket from 'ws';

// The recipient page's own outbox: batches kept until answered, resent with the same ids.
const { openOutbox, randomTabId } = await tsImport(
  '../../apps/web/src/recipient/activity-outbox.ts',
  import.meta.url,
);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The page's heartbeat, shortened from 15 s so a run of minutes has many (still under 60 a minute per token). */
export const TICK_MS = 2_000;
/** Seconds of viewing each heartbeat reports: a little less than the time that passed, as a browser would. */
const SECONDS_PER_TICK = 1.6;
/** Heartbeats a recipient stays before closing the tab (and another recipient opens a link). */
const TICKS_PER_TAB = 15;
/** The web client's socket: 30 s between attempts (spec), 1–5 s after a restart (1001, 1012). */
const SOCKET_RETRY_MS = 30_000;
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** HTTP from one client address (127.x.y.z: each recipient is its own address behind the balancer). */
function client(localAddress) {
  const agent = new http.Agent({ keepAlive: true, localAddress, maxSockets: 6 });
  const request = (method, url, { headers = {}, body } = {}) =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        url,
        {
          method,
          agent,
          timeout: 30_000,
          headers: {
            ...(payload && {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
            }),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
          res.on('error', () => resolve({ status: 0 }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve({ status: 0 }));
      req.end(payload);
    });
  return { request, agent };
}

/** The run's records: requests (time, kind, status), beacon batches, socket events. */
export function createLedger() {
  return {
    requests: [],
    /** `${tab_id}:${seq}` → { at, events, seconds, pages, answered } */
    batches: new Map(),
    beaconPosts: 0,
    socket: { connects: 0, closes: {}, insightMessages: 0 },
    note(kind, status) {
      this.requests.push({ at: Date.now(), kind, status });
    },
  };
}

/**
 * Runs recipients and owners against `baseUrl` until `stop()`; `drain()` then waits until every
 * recipient's outbox is empty (at most `ms`).
 */
export function startLoad({ baseUrl, shares, recipients, ledger }) {
  let stopping = false;
  const outboxes = new Set();
  const loops = [];
  let tabs = 0;

  async function recipient(slot) {
    const { request } = client(`127.1.${Math.floor(slot / 250)}.${(slot % 250) + 1}`);
    while (!stopping) {
      tabs += 1;
      const share = shares[tabs % shares.length];
      const userAgent = `${BROWSER} fault/${tabs}`;
      let opened = null;
      while (!opened && !stopping) {
        const response = await request('GET', `${baseUrl}/api/client/presentations/${share.hash}`, {
          headers: { 'user-agent': userAgent },
        });
        ledger.note('open', response.status);
        if (response.status === 200) opened = JSON.parse(response.text);
        else await sleep(1000); // a person reloads the page
      }
      if (!opened) return;
      const tabId = randomTabId();
      const send = async (viewToken, batch) => {
        ledger.beaconPosts += 1;
        const response = await request('POST', `${baseUrl}/api/client/activity`, {
          headers: { 'user-agent': userAgent },
          body: { view_token: viewToken, ...batch },
        });
        ledger.note('beacon', response.status);
        if (response.status >= 300)
          throw Object.assign(new Error('not recorded'), { status: response.status });
        ledger.batches.get(`${batch.tab_id}:${batch.seq}`).answered = true;
      };
      const outbox = openOutbox(opened.view_token, tabId, null, send);
      outboxes.add(outbox);
      const assets = opened.presentation.assets.filter((a) => a.converted_files?.length);
      for (let tick = 0, seq = 1; tick < TICKS_PER_TAB && !stopping; tick += 1, seq += 1) {
        await sleep(TICK_MS * (0.9 + Math.random() * 0.2));
        const asset = assets[Math.min(Math.floor(tick / 2), assets.length - 1)];
        const events = [{ type: 'time', asset_id: asset.id, page: 0, seconds: SECONDS_PER_TICK }];
        const firstLook = tick % 2 === 0 && tick / 2 < assets.length;
        if (firstLook) events.unshift({ type: 'page_view', asset_id: asset.id, page: 0 });
        const batch = { tab_id: tabId, seq, events };
        ledger.batches.set(`${tabId}:${seq}`, {
          at: Date.now(),
          events: events.length,
          seconds: SECONDS_PER_TICK,
          pages: firstLook ? 1 : 0,
          answered: false,
        });
        outbox.add(batch);
        for (const box of outboxes) box.flush(false);
        if (firstLook) ledger.note('picture', (await request('GET', asset.converted_files[0])).status);
      }
      // The tab closes: what is left goes as keepalive requests, and the next load sends it again if need be.
      outbox.flush(true);
    }
  }

  async function owner(share, n) {
    const { request } = client(`127.2.0.${n + 1}`);
    const socket = ownerSocket(baseUrl, share.auth.authorization, `127.2.0.${n + 1}`, ledger);
    for (let i = 0; !stopping; i += 1) {
      await sleep(1000 * (0.8 + Math.random() * 0.4));
      const edit = await request('PATCH', `${baseUrl}/api/presentations/${share.presentationId}`, {
        headers: share.auth,
        body: { title: `Ocean View Villa ${randomBytes(2).toString('hex')}` },
      });
      ledger.note('edit', edit.status);
      if (i % 3 === 0) {
        ledger.note(
          'list',
          (await request('GET', `${baseUrl}/api/presentations?page=1`, { headers: share.auth })).status,
        );
        const insights = await request(
          'GET',
          `${baseUrl}/api/presentation-insights/${share.presentationId}`,
          {
            headers: share.auth,
          },
        );
        ledger.note('insights', insights.status);
      }
    }
    return socket;
  }

  for (let slot = 0; slot < recipients; slot += 1) loops.push(recipient(slot));
  const owners = shares.map((share, n) => owner(share, n));
  loops.push(...owners);

  return {
    async stop() {
      stopping = true;
      const sockets = await Promise.all(owners);
      await Promise.all(loops);
      return sockets;
    },
    /** Flushes every outbox each heartbeat until all batches are answered or `ms` passed. */
    async drain(ms) {
      const deadline = Date.now() + ms;
      const unanswered = () => [...ledger.batches.values()].filter((b) => !b.answered).length;
      while (unanswered() > 0 && Date.now() < deadline) {
        for (const box of outboxes) box.flush(false);
        await sleep(TICK_MS);
      }
      return unanswered();
    },
  };
}

/**
 * An owner's realtime socket that reconnects as the web client does (lib/socket.ts): 1–5 s after a
 * restart close (1001, 1012) of an open socket, else every 30 s.
 */
function ownerSocket(baseUrl, authorization, localAddress, ledger) {
  let current = null;
  let open = false;
  let closed = false;
  let retry;
  const connect = () => {
    const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`, {
      headers: { authorization },
      localAddress,
    });
    current = ws;
    ws.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'hello') {
        open = true;
        ledger.socket.connects += 1;
      } else if (message.type === 'insights.changed') ledger.socket.insightMessages += 1;
    });
    ws.on('error', () => {});
    ws.on('close', (code) => {
      const wasOpen = open;
      open = false;
      if (closed) return;
      ledger.socket.closes[code] = (ledger.socket.closes[code] ?? 0) + 1;
      const restart = wasOpen && (code === 1001 || code === 1012);
      retry = setTimeout(connect, restart ? 1000 + Math.random() * 4000 : SOCKET_RETRY_MS);
    });
  };
  connect();
  return {
    get open() {
      return open;
    },
    /** Waits until the socket is open again (at most `ms`), then closes it for good. */
    async close(ms) {
      const deadline = Date.now() + ms;
      while (!open && Date.now() < deadline) await sleep(200);
      const wasOpen = open;
      closed = true;
      clearTimeout(retry);
      current?.close(1000);
      return wasOpen;
    },
  };
}
