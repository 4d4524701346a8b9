/**
 * How long a test waits for what the app does after it answers (jobs, the outbox, e-mail, sockets):
 * enough for a 2-core machine running every test file at once, where a few seconds is common.
 */
export const PATIENCE_MS = 40_000;

/** `vi.waitFor` options for that wait. */
export const patiently = { timeout: PATIENCE_MS, interval: 50 };
