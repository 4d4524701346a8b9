import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Check, Eye, Share2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { MenuContent, MenuRoot, MenuTrigger } from '../../ui/menu.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { UpgradeDialog } from '../presentations/lazy-dialogs.tsx';
import { ShareDialogHost } from '../sharing/lazy-share-dialogs.tsx';
import { ShareMenuItems } from '../sharing/share-menu-items.tsx';
import { presentationQuery } from './api.ts';
import { previewPath } from './paths.ts';
import { useSaveStatus } from './save-status.ts';

/** While an edit waits or is being saved, closing or reloading the page asks first ("Leave site?"). */
function useLeaveWarning() {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (useSaveStatus.getState().active > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}

/** Back to the list, the page title, whether edits are saved, and the preview. */
export function EditorTopBar({ base, id }: { base: string; id: number }) {
  const saving = useSaveStatus((s) => s.active > 0);
  // Reads what the editor holds; a refetch here would overwrite edits not yet saved.
  const presentation = useQuery({ ...presentationQuery(id), refetchOnMount: false }).data;
  useLeaveWarning();
  return (
    <div className="flex flex-col gap-4 wide:flex-row wide:items-end wide:justify-between">
      <div className="flex flex-col gap-2">
        <Link
          to={base}
          className="inline-flex items-center gap-2 self-start text-sm font-medium text-theme hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to presentations
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Edit presentation</h1>
      </div>
      <div className="flex items-center justify-between gap-4">
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          {saving ? (
            <>
              <Spinner className="size-3.5" label="Saving" />
              Saving…
            </>
          ) : (
            <>
              <Check className="size-4 text-success" aria-hidden />
              All changes saved
            </>
          )}
        </p>
        <div className="flex items-center gap-2">
          <Link to={previewPath(base, id)} className={buttonClass('secondary')}>
            <Eye className="size-4" aria-hidden />
            Preview
          </Link>
          <MenuRoot modal={false}>
            <MenuTrigger disabled={!presentation} className={buttonClass()}>
              <Share2 className="size-4" aria-hidden />
              Share
            </MenuTrigger>
            <MenuContent align="end">
              {presentation && <ShareMenuItems item={presentation} base={base} />}
            </MenuContent>
          </MenuRoot>
        </div>
      </div>
      <ShareDialogHost presentationId={id} />
      <UpgradeDialog />
    </div>
  );
}
