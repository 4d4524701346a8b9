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
const [data, { mountRecipientPage }] = await Promise.all([
  loadRecipientView(recipientPathHash(window.location.pathname) ?? ''),
  import('./mount.tsx'),
]);
if (!data) window.location.replace('/404');
else mountRecipientPage(root, data, new URLSearchParams(window.location.search).get('name') ?? '');
