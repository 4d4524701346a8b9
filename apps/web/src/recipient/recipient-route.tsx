import { type LoaderFunctionArgs, redirect, useLoaderData, useSearchParams } from 'react-router';
import { loadRecipientView, type RecipientData } from './client-api.ts';
import { RecipientPage } from './recipient-page.tsx';

/** The recipient routes' loader: the link's gate or content; an unknown link goes to /404. */
export const recipientLoader =
  (publicOnly = false) =>
  async ({ params }: LoaderFunctionArgs) =>
    (await loadRecipientView(params.hash ?? '', publicOnly)) ?? redirect('/404');

/** The recipient's page inside the app's router (the light entry renders the same page itself). */
export function RecipientRoute() {
  const [search] = useSearchParams();
  return <RecipientPage data={useLoaderData() as RecipientData} name={search.get('name') ?? ''} />;
}
