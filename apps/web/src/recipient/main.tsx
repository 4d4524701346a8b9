import '@fontsource-variable/inter';
import '../index.css';
import { recipientNotFoundPath, recipientPathHash } from '@folio/shared';
import { loadRecipientView } from './client-api.ts';

/*
 * The light entry of the recipient's pages (recipient.html): React and the page, without the app's
 * router, query cache or stores, so that a shared link opens fast on a phone. The server sends this
 * entry for the recipient paths; anything else belongs to the app. The link's answer is asked for at
 * once, while the page's code downloads. A link that does not open goes to the route's own not-found page
 * (its /404 variant), in the sender's brand when the link once existed.
 */
const root = document.getElementById('root');
if (!root) throw new Error('recipient.html has no #root element');
const { pathname } = window.location;
const view = loadRecipientView(recipientPathHash(pathname) ?? '');
// A gate's form is its own chunk (most links have none): asked for as soon as the answer shows a gate.
void view.then((answer) => {
  if (answer && 'view' in answer && answer.view?.gate) void import('./gate-card.tsx');
});
const [data, { mountRecipientPage }] = await Promise.all([view, import('./mount.tsx')]);
if (!data) window.location.replace('/404');
// The route's own not-found page is the app's (the light entry shows only links); the sender is remembered.
else if ('missing' in data) window.location.replace(recipientNotFoundPath(pathname));
else mountRecipientPage(root, data, new URLSearchParams(window.location.search).get('name') ?? '');
