import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { useUpdateUser, useUser } from '../accounts/api.ts';
import { FolderView } from '../folders/folder-view.tsx';
import { FoldersPanel } from '../folders/folders-panel.tsx';
import { useFolderName } from '../folders/use-folder-name.ts';
import { FirstRunChecklist } from '../onboarding/first-run-checklist.tsx';
import { useSignUpWelcome } from '../onboarding/use-sign-up-welcome.ts';
import { FloatingActionMenu } from './floating-action-menu.tsx';
import { CardDialogs, PremiumGate, UpgradeDialog } from './lazy-dialogs.tsx';
import { canUsePremium } from './premium.ts';
import { PresentationList } from './presentation-list.tsx';
import { SearchField, useSearchTerm } from './search-field.tsx';
import { TabNav } from './tab-nav.tsx';
import { tabOfPath } from './tabs.ts';
import { useCreateAndEdit } from './use-create-presentation.ts';
import { useStatsRunner } from './use-stats-runner.ts';

/** Visiting Received or Templates clears its "new" dot (PATCH /api/user). */
function useClearNewDots(pathname: string) {
  const user = useUser();
  const { mutate } = useUpdateUser();
  const received = pathname === '/presentations/received' && user?.hasNewReceivedPresentation;
  const templates = pathname === '/presentations/templates' && user?.hasNewPresentationTemplate;
  useEffect(() => {
    if (received) mutate({ hasNewReceivedPresentation: false });
    if (templates) mutate({ hasNewPresentationTemplate: false });
  }, [received, templates, mutate]);
}

function CreateButton({ folder }: { folder: { id: number; name: string } | null }) {
  const create = useCreateAndEdit(folder);
  return (
    <Button
      size="lg"
      className="hidden wide:inline-flex"
      loading={create.pending}
      onClick={() => void create.start()}
    >
      {!create.pending && <Plus className="size-5" aria-hidden />}
      Create presentation
    </Button>
  );
}

/** /presentations and its tabs: mine, received, favorites, templates, folders (and one folder), archived. */
export function PresentationsPage() {
  const { pathname } = useLocation();
  const params = useParams();
  const user = useUser();
  const [search, setSearch] = useSearchTerm();
  useClearNewDots(pathname);
  useStatsRunner();
  useSignUpWelcome();
  const tab = tabOfPath(pathname);
  const folderId = params.folderId ? Number(params.folderId) : null;
  const folder = useFolderName(folderId);
  const premium = canUsePremium(user);
  const onFolders = tab.key === 'folders';
  const gated = onFolders && !premium;
  const searchField = (
    <SearchField
      key={`${tab.key}-${folderId}`}
      label={onFolders && folderId === null ? 'Search folders' : 'Search presentations'}
      value={search}
      onSearch={setSearch}
    />
  );

  return (
    <div className="flex flex-col gap-6 pb-24">
      <div className="flex flex-col gap-4 wide:flex-row wide:items-end wide:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">Presentations</h1>
          <p className="mt-2 text-muted">
            Build a presentation, share it by link or e-mail, and see who viewed what.
          </p>
        </div>
        <CreateButton folder={folder} />
      </div>
      <TabNav user={user} current={tab} />
      {gated ? (
        <PremiumGate feature="folders" />
      ) : onFolders && folderId === null ? (
        <FoldersPanel search={search} toolbar={searchField} />
      ) : folderId !== null ? (
        <FolderView folderId={folderId} search={search} toolbar={searchField} />
      ) : (
        <>
          {user && tab.key === 'mine' && !search && <FirstRunChecklist userId={user.id} />}
          {searchField}
          <PresentationList
            scope={{ tab: tab.key, folder: null, search }}
            empty={{ title: tab.empty, text: tab.text }}
          />
        </>
      )}
      <FloatingActionMenu folder={folder} />
      <CardDialogs />
      <UpgradeDialog />
    </div>
  );
}
