/**
 * A moment as e-mails show it, in the reader's time zone when known (the one their browser reported):
 * "Sat, Nov 21, 2026, 9:34 PM UTC", "Sat, Nov 21, 2026, 10:34 PM GMT+1".
 */
export const formatWhen = (iso: string, timeZone?: string | null) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timeZone || 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** One line for a subject: the names in it are typed by recipients. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
