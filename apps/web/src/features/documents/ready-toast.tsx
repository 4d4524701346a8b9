import { Link } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { documentPreviewPath } from './paths.ts';

/** Spec §9: the file-finished toast does not close by itself; it is dismissed after 100000 ms. */
export const READY_TOAST_MS = 100_000;

export const readyToastId = (documentId: number) => `document-ready-${documentId}`;

const open = new Set<string>();

/** Closes every ready toast (sign-out: they link to the signed-out user's files). */
export function dismissReadyToasts() {
  for (const id of open) notify.dismiss(id);
  open.clear();
}

/**
 * "Your file is ready." with a 'click here' link to its preview (spec §2). `onClosed` runs once, when
 * the link is followed, the toast is closed, or the 100 s are up.
 */
export function showReadyToast(file: { documentId: number; title: string }, onClosed: () => void) {
  const id = readyToastId(file.documentId);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    open.delete(id);
    clearTimeout(timer);
    onClosed();
  };
  open.add(id);
  const timer = setTimeout(() => {
    notify.dismiss(id);
    close();
  }, READY_TOAST_MS);
  notify.success('Your file is ready.', {
    id,
    duration: Number.POSITIVE_INFINITY,
    description: (
      <span>
        To preview “{file.title}”{' '}
        <Link
          to={documentPreviewPath(file.documentId)}
          className="font-semibold underline underline-offset-2"
          onClick={() => {
            notify.dismiss(id);
            close();
          }}
        >
          click here
        </Link>
        .
      </span>
    ),
    onDismiss: close,
    onAutoClose: close,
  });
}
