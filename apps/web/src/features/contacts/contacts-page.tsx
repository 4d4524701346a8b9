import { useInfiniteQuery } from '@tanstack/react-query';
import { Contact as ContactIcon, SearchX, UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useUser } from '../accounts/api.ts';
import { reportActionError } from '../presentations/action-errors.ts';
import { ConfirmDialog, PremiumGate, UpgradeDialog } from '../presentations/lazy-dialogs.tsx';
import { EmptyState, LoadError, MoreSentinel } from '../presentations/list-states.tsx';
import { canUsePremium, isPremiumRequired } from '../presentations/premium.ts';
import { SearchField, useSearchTerm } from '../presentations/search-field.tsx';
import { useInfiniteScroll } from '../presentations/use-infinite-scroll.ts';
import { contactListQuery, useDeleteContact } from './api.ts';
import { ContactRow } from './contact-row.tsx';
import type { Contact } from './types.ts';

// The form (react-hook-form, zod) loads when it opens.
const ContactFormDialog = lazy(() =>
  import('./contact-form-dialog.tsx').then((m) => ({ default: m.ContactFormDialog })),
);

type Editing = { kind: 'new' } | { kind: 'edit' | 'delete'; contact: Contact } | null;

function ContactList({ search, onEdit }: { search: string; onEdit: (editing: Editing) => void }) {
  const query = useInfiniteQuery({ ...contactListQuery(search), placeholderData: (previous) => previous });
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const more = () => void fetchNextPage();
  const hasMore = hasNextPage && !isFetchNextPageError;
  const { ref, supported } = useInfiniteScroll({ hasMore, loading: isFetchingNextPage, onMore: more });
  const contacts = (query.data?.pages ?? []).flatMap((page) => page.results);

  if (query.isPending)
    return (
      <div className="grid h-48 place-items-center text-theme">
        <Spinner className="size-6" label="Loading contacts" />
      </div>
    );
  if (query.isError && isPremiumRequired(query.error)) return <PremiumGate feature="contacts" />;
  if (query.isError && contacts.length === 0)
    return <LoadError what="Your contacts" error={query.error} onRetry={() => void query.refetch()} />;
  if (contacts.length === 0)
    return search ? (
      <EmptyState Icon={SearchX} title="No contacts found" text={`No contact matches “${search}”.`} />
    ) : (
      <EmptyState
        Icon={ContactIcon}
        title="No contacts yet"
        text="Save the people you share with, so that you can send them presentations again in a click."
      >
        <Button onClick={() => onEdit({ kind: 'new' })}>
          <UserPlus className="size-4" aria-hidden />
          New contact
        </Button>
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-6">
      <ul className="divide-y divide-mist overflow-hidden rounded-2xl bg-white ring-1 ring-mist">
        {contacts.map((contact) => (
          <ContactRow
            key={contact.id}
            contact={contact}
            onEdit={() => onEdit({ kind: 'edit', contact })}
            onDelete={() => onEdit({ kind: 'delete', contact })}
          />
        ))}
      </ul>
      {isFetchNextPageError && <LoadError what="More contacts" error={query.error} onRetry={more} />}
      <MoreSentinel
        sentinel={ref}
        supported={supported}
        hasMore={hasMore}
        loading={isFetchingNextPage}
        onMore={more}
      />
    </div>
  );
}

/** /contacts: saved contacts with search and paging; create, edit, delete. Premium (or trial). */
export function ContactsPage() {
  const premium = canUsePremium(useUser());
  const [search, setSearch] = useSearchTerm();
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useDeleteContact();
  const close = () => setEditing(null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 wide:flex-row wide:items-end wide:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">Contacts</h1>
          <p className="mt-2 text-muted">
            The people you share with, saved to send them presentations again.
          </p>
        </div>
        {premium && (
          <Button size="lg" onClick={() => setEditing({ kind: 'new' })}>
            <UserPlus className="size-5" aria-hidden />
            New contact
          </Button>
        )}
      </div>
      {premium ? (
        <>
          <SearchField label="Search contacts" value={search} onSearch={setSearch} />
          <ContactList search={search} onEdit={setEditing} />
        </>
      ) : (
        <PremiumGate feature="contacts" />
      )}
      {(editing?.kind === 'new' || editing?.kind === 'edit') && (
        <Suspense>
          <ContactFormDialog
            contact={editing.kind === 'edit' ? editing.contact : undefined}
            onClose={close}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={editing?.kind === 'delete'}
        title="Delete this contact?"
        description={
          editing?.kind === 'delete'
            ? `${editing.contact.name} (${editing.contact.email}) will be removed from your contacts.`
            : ''
        }
        confirmLabel="Delete contact"
        pending={remove.isPending}
        onCancel={close}
        onConfirm={() =>
          editing?.kind === 'delete' &&
          remove.mutate(editing.contact.id, {
            onSuccess: () => {
              notify.success();
              close();
            },
            onError: reportActionError,
          })
        }
      />
      <UpgradeDialog />
    </div>
  );
}
