import type { ActivityEvent } from './types.ts';

/** A beacon batch as sent: the tab that made it, its number there (from 1) and its events. */
export type ActivityBatch = { tab_id: string; seq: number; events: ActivityEvent[] };

/** Posts one batch; rejects with an error carrying the HTTP `status` (0: the network failed). */
export type SendBatch = (viewToken: string, batch: ActivityBatch, keepalive: boolean) => Promise<unknown>;

/** What storage the outbox needs (localStorage, or none when the browser refuses it). */
export type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const KEY_PREFIX = 'folio.activity.';
/** Batches kept per tab at most, the oldest dropped first: minutes of heartbeats. */
const MAX_KEPT = 20;
/** Tabs of earlier loads whose batches are picked up at most. */
const MAX_LEFT = 10;
/** Batches posted per heartbeat at most, so a server refusing for a while is not flooded on its return. */
const MAX_PER_FLUSH = 4;
/** Keepalive requests of a page may carry 64 KiB together. */
const KEEPALIVE_BYTES = 60_000;

type Kept = { token: string; batches: ActivityBatch[] };

/** A random id for this tab's batches: 22 URL-safe characters (128 bits). */
export function randomTabId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** localStorage, or null where reading it throws (storage disabled). */
export function localStorageOrNull(): KeptStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A refusal that sending again cannot change (the token is dead, the batch is invalid): the batch is dropped. */
function refused(error: unknown) {
  const status = (error as { status?: number } | null)?.status ?? 0;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function read(storage: KeptStorage, key: string): Kept | null {
  try {
    const kept = JSON.parse(storage.getItem(key) ?? 'null') as Kept | null;
    return kept && typeof kept.token === 'string' && Array.isArray(kept.batches) ? kept : null;
  } catch {
    return null;
  }
}

/**
 * The batches of one tab not yet answered, kept in storage under the tab's key until the server answers
 * them (or refuses them for good); an answered batch is never sent again.
 */
function createOutbox(
  key: string,
  token: string,
  batches: ActivityBatch[],
  storage: KeptStorage | null,
  send: SendBatch,
) {
  const sending = new Set<ActivityBatch>();
  /** Under way as keepalive requests: they outlive the page, so a second hide need not send them. */
  const keptAlive = new Set<ActivityBatch>();

  function save() {
    try {
      if (batches.length) storage?.setItem(key, JSON.stringify({ token, batches } satisfies Kept));
      else storage?.removeItem(key);
    } catch {
      // Storage full or refused: the batches stay in memory for this load.
    }
  }

  function forget(batch: ActivityBatch) {
    const index = batches.indexOf(batch);
    if (index < 0) return;
    batches.splice(index, 1);
    save();
  }

  function post(batch: ActivityBatch, keepalive: boolean) {
    sending.add(batch);
    if (keepalive) keptAlive.add(batch);
    send(token, batch, keepalive)
      .then(
        () => forget(batch),
        (error: unknown) => {
          if (refused(error)) forget(batch);
        },
      )
      .finally(() => {
        sending.delete(batch);
        keptAlive.delete(batch);
      });
  }

  return {
    add(batch: ActivityBatch) {
      batches.push(batch);
      batches.splice(0, Math.max(0, batches.length - MAX_KEPT));
      save();
    },
    /**
     * Posts the batches not answered yet, oldest first. `keepalive` (the page is hiding): all of them as
     * keepalive requests, the ones already under way too (unless as keepalive), as the page may be gone
     * before they end.
     */
    flush(keepalive: boolean) {
      let budget = KEEPALIVE_BYTES;
      const due = batches.filter((batch) => !(keepalive ? keptAlive : sending).has(batch));
      for (const batch of keepalive ? due : due.slice(0, MAX_PER_FLUSH)) {
        budget -= keepalive ? JSON.stringify(batch).length + token.length + 32 : 0;
        if (budget < 0) break;
        post(batch, keepalive);
      }
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** This tab's outbox: a new tab id, nothing kept yet. */
export function openOutbox(token: string, tabId: string, storage: KeptStorage | null, send: SendBatch) {
  return createOutbox(`${KEY_PREFIX}${tabId}`, token, [], storage, send);
}

/** The outboxes earlier loads left with batches unanswered (each with its own view token), to send again. */
export function leftOutboxes(storage: KeptStorage | null, send: SendBatch): Outbox[] {
  if (!storage) return [];
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(KEY_PREFIX)) keys.push(key);
  }
  const left: Outbox[] = [];
  for (const key of keys) {
    const kept = read(storage, key);
    if (!kept || left.length >= MAX_LEFT) storage.removeItem(key);
    else left.push(createOutbox(key, kept.token, kept.batches.slice(-MAX_KEPT), storage, send));
  }
  return left;
}
