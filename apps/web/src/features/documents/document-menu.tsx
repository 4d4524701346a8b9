import { Eye, MoreVertical, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { MenuButton, MenuContent, MenuLink, MenuRoot, MenuTrigger } from '../../ui/menu.tsx';
import { ConfirmDialog } from '../presentations/lazy-dialogs.tsx';
import { useDeleteDocument } from './api.ts';
import { documentPreviewPath, documentTitle } from './paths.ts';
import type { FolioDocument } from './types.ts';

/** The ⋮ menu of a document row: Preview, and Delete after a confirmation. */
export function DocumentMenu({ doc }: { doc: FolioDocument }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDocument();
  const title = documentTitle(doc);
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
          <MenuButton onSelect={() => setConfirming(true)}>
            <span className="flex items-center gap-3 text-danger">
              <Trash2 className="size-4" aria-hidden />
              Delete
            </span>
          </MenuButton>
        </MenuContent>
      </MenuRoot>
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
