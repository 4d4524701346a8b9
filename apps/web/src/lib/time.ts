const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Older than 24 h: "Monday, 03/04/24 at 02:05PM" in local time (spec §4). */
export function formatAbsolute(date: Date) {
  const hours = date.getHours() % 12 || 12;
  const meridiem = date.getHours() < 12 ? 'AM' : 'PM';
  const day = `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear() % 100)}`;
  return `${WEEKDAYS[date.getDay()]}, ${day} at ${pad(hours)}:${pad(date.getMinutes())}${meridiem}`;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** Newer than 24 h: relative time ("just now", "5 minutes ago", "3 hours ago"). */
export function formatRelative(date: Date, now: Date) {
  const seconds = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  return relative.format(-Math.floor(minutes / 60), 'hour');
}

/** The spec's time display for an ISO 8601 timestamp from the server. */
export function formatTime(value: string | Date, now: Date = new Date()) {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return now.getTime() - date.getTime() > DAY_MS ? formatAbsolute(date) : formatRelative(date, now);
}
