import { setTimeout as sleep } from 'node:timers/promises';

/** A readiness probe this recent means a balancer is watching: draining waits for its next look. */
const PROBED_WITHIN_MS = 30_000;

/**
 * An instance's way out (SIGTERM): it drains, then closes. Draining, /api/ready answers 503 and every
 * answer says `Connection: close`, so the balancer sends nothing new and keeps no idle connection to it;
 * when a balancer has been probing, draining lasts until its next probe has seen the 503 (at most the
 * grace period). The grace period, counted from the start of draining, bounds the whole way out.
 */
export function createShutdown({ graceMs }: { graceMs: number }) {
  let deadline: number | null = null;
  let lastProbe = Number.NEGATIVE_INFINITY;
  let seen = () => {};
  const probeSeen = new Promise<void>((resolve) => {
    seen = resolve;
  });

  return {
    get draining() {
      return deadline !== null;
    },
    /** Milliseconds left of the grace period (all of it before draining began). */
    msLeft() {
      return deadline === null ? graceMs : Math.max(0, deadline - Date.now());
    },
    /** Called by /api/ready on each probe, before it answers. */
    probed() {
      lastProbe = Date.now();
      if (deadline !== null) seen();
    },
    /** Starts draining (the grace period runs from the first call). */
    begin() {
      deadline ??= Date.now() + graceMs;
    },
    /** Starts draining; resolves once a balancer that was probing has seen it (or at once when none was). */
    async drain() {
      const watched = Date.now() - lastProbe < PROBED_WITHIN_MS;
      this.begin();
      if (!watched) return;
      await Promise.race([probeSeen, sleep(this.msLeft(), undefined, { ref: false })]);
    },
  };
}

export type Shutdown = ReturnType<typeof createShutdown>;
