import { notify } from '../../lib/notify.ts';

/** Copied links say how they were copied (spec §9): cp=link, or cp=email for the e-mail version. */
export function withCopyParam(link: string, how: 'link' | 'email') {
  const url = new URL(link, window.location.origin);
  url.searchParams.set('cp', how);
  return url.toString();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The rich snippet pasted into an e-mail: the title as a link, under the header thumbnail if any. */
export function emailSnippet(link: string, title: string, thumbnail: string | null) {
  const href = escapeHtml(withCopyParam(link, 'email'));
  const image = thumbnail
    ? `<a href="${href}"><img src="${escapeHtml(thumbnail)}" alt="" width="240" style="display:block;border-radius:8px"></a>`
    : '';
  return `<div>${image}<a href="${href}">${escapeHtml(title)}</a></div>`;
}

/** Copies the link with cp=link and says so. */
export async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(withCopyParam(link, 'link'));
    notify.success('Presentation link successfully copied');
  } catch {
    notify.error();
  }
}

/**
 * Puts the e-mail snippet on the clipboard as HTML (with the plain link beside it). Without a rich
 * clipboard, or when it refuses: the spec's error toast, and the plain link is copied instead.
 */
export async function copyForEmail(link: string, title: string, thumbnail: string | null) {
  const plain = withCopyParam(link, 'email');
  try {
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write)
      throw new Error('no rich clipboard');
    const item = new ClipboardItem({
      'text/html': new Blob([emailSnippet(link, title, thumbnail)], { type: 'text/html' }),
      'text/plain': new Blob([plain], { type: 'text/plain' }),
    });
    await navigator.clipboard.write([item]);
    notify.success('Presentation link successfully copied');
  } catch {
    notify.error('Fail to generate link for email');
    await navigator.clipboard?.writeText(plain).catch(() => undefined);
  }
}
