import { isDocumentPath, recipientNotFoundPath } from '@folio/shared';
import { type LoaderFunctionArgs, redirect, useLoaderData, useLocation, useSearchParams } from 'react-router';
import { loadRecipientView, missingReason, missingSender, type RecipientData } from './client-api.ts';
import { RecipientNotFound } from './recipient-not-found.tsx';
import { RecipientPage } from './recipient-page.tsx';
import type { RecipientSender } from './types.ts';

/**
 * The recipient routes' loader: the link's gate or content; a link that does not open goes to the route's
 * own /404 variant (which remembers who sent it), a path that is no link at all to the app's /404.
 */
export const recipientLoader =
  (publicOnly = false) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const data = await loadRecipientView(params.hash ?? '', publicOnly);
    if (!data) return redirect('/404');
    if ('missing' in data) return redirect(recipientNotFoundPath(new URL(request.url).pathname));
    return data;
  };

/** The recipient's page inside the app's router (the light entry renders the same page itself). */
export function RecipientRoute() {
  const [search] = useSearchParams();
  return <RecipientPage data={useLoaderData() as RecipientData} name={search.get('name') ?? ''} />;
}

/** The sender the tab's last missing link named (client-api.ts), or null. */
function rememberedSender(): RecipientSender | null {
  try {
    return JSON.parse(missingSender.get() ?? 'null') as RecipientSender | null;
  } catch {
    return null;
  }
}

const closedReason = (code: string | null) =>
  code === 'link_expired' ? 'expired' : code === 'link_exhausted' ? 'exhausted' : null;

/** A recipient route's /404 variant (the app shows it, also for the light entry's links). */
export function RecipientNotFoundRoute() {
  return (
    <RecipientNotFound
      sender={rememberedSender()}
      document={isDocumentPath(useLocation().pathname)}
      closed={closedReason(missingReason.get())}
    />
  );
}
