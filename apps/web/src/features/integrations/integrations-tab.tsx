import type { User } from '../accounts/types.ts';
import { ApiKeysSection } from './api-keys-section.tsx';
import { LinkedAccountsSection } from './linked-accounts-section.tsx';
import { StorageSection } from './storage/storage-section.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

/**
 * Settings → Integrations: linked sign-in accounts, connected cloud storage, API keys and webhooks, each
 * a section of its own (a heading, what it is for, and its list).
 */
export function IntegrationsTab({ user }: { user: User }) {
  return (
    <div className="flex flex-col gap-10" data-user={user.id}>
      <LinkedAccountsSection />
      <StorageSection />
      <ApiKeysSection />
      <WebhooksSection user={user} />
    </div>
  );
}
