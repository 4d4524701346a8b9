import '@fontsource-variable/inter';
import '../index.css';
import { recipientPathHash } from '@folio/shared';
import { loadRecipientView } from './client-api.ts';

/*
 * The light entry of the recipient's pages (recipient.html): React and the page, without the app's
 * router, query cache or stores, so that a shared link opens fast on a phone. The server sends this
 * entry for the recipient paths; anything else, including an unknown link, belongs to the app. The
 * link's answer is asked for at once, while the page's code downloads.
 */
const root = document.getElementById('root');
if (!root) throw new Error('recipient.html has no #root element');
const view = loadRecipientView(recipientPathHash(window.location.pathname) ?? '');
// A gate's form is its own chunk (most links have none): asked for as soon as the answer shows a gate.
void view.then((answer) => answer?.view?.gate && import('./gate-card.tsx'));
const [data, { mountRecipientPage }] = await Promise.all([view, import('./mount.tsx')]);
if (!data) window.location.replace('/404');
else mountRecipientPage(root, data, new URLSearchParams(window.location.search).get('name') ?? '');
