import { Eye, Link2, Mail, MoreVertical, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { MenuButton, MenuContent, MenuLink, MenuRoot, MenuTrigger } from '../../ui/menu.tsx';
import { ConfirmDialog } from '../presentations/lazy-dialogs.tsx';
import { ShareDialogHost } from '../sharing/lazy-share-dialogs.tsx';
import { openShareDialog } from '../sharing/share-dialog-store.ts';
import { useDeleteDocument } from './api.ts';
import { isConverting } from './conversion.ts';
import { sharedDocument } from './document-share-menu.tsx';
import { documentPreviewPath, documentTitle } from './paths.ts';
import type { FolioDocument } from './types.ts';

/** The ⋮ menu of a document row: Preview, Share link and Share with email once converted, and Delete after a confirmation. */
export function DocumentMenu({ doc }: { doc: FolioDocument }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDocument();
  const title = documentTitle(doc);
  const shareable = !doc.hasError && !isConverting(doc);
  const share = (kind: 'link' | 'email') => openShareDialog({ kind, item: sharedDocument(doc) });
  return (
    <>
      <MenuRoot modal={false}>
        <MenuTrigger
          aria-label={`Actions for “${title}”`}
          className="grid size-10 shrink-0 place-items-center rounded-lg text-muted hover:bg-theme-lightest hover:text-ink data-[state=open]:bg-theme-lightest"
        >
          <MoreVertical className="size-5" aria-hidden />
        </MenuTrigger>
        <MenuContent align="end">
          <MenuLink to={documentPreviewPath(doc.id)}>
            <Eye className="size-4" aria-hidden />
            Preview
          </MenuLink>
          {shareable && (
            <>
              <MenuButton onSelect={() => share('link')}>
                <Link2 className="size-4" aria-hidden />
                Share link
              </MenuButton>
              <MenuButton onSelect={() => share('email')}>
                <Mail className="size-4" aria-hidden />
                Share with email
              </MenuButton>
            </>
          )}
          <MenuButton onSelect={() => setConfirming(true)}>
            <span className="flex items-center gap-3 text-danger">
              <Trash2 className="size-4" aria-hidden />
              Delete
            </span>
          </MenuButton>
        </MenuContent>
      </MenuRoot>
      <ShareDialogHost presentationId={doc.id} />
      <ConfirmDialog
        open={confirming}
        title="Delete this file?"
        description={`“${title}” and its pages will be deleted for good. Links you shared to it will stop working.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(doc.id, {
            onSuccess: () => {
              setConfirming(false);
              notify.success(`“${title}” was deleted.`);
            },
            onError: (error) => notify.error(firstMessage(error)),
          })
        }
      />
    </>
  );
}
