/** A moment as e-mails show it: "Sat, Nov 21, 2026, 9:34 PM UTC" (the reader's zone is unknown to the server). */
export const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** One line for a subject: the names in it are typed by recipients. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
