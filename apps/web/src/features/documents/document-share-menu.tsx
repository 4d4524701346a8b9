import { Link2, Mail, Share2 } from 'lucide-react';
import { MenuButton, MenuContent, MenuRoot, MenuTrigger } from '../../ui/menu.tsx';
import { UpgradeDialog } from '../presentations/lazy-dialogs.tsx';
import { ShareDialogHost } from '../sharing/lazy-share-dialogs.tsx';
import { openShareDialog } from '../sharing/share-dialog-store.ts';
import type { SharedItem } from '../sharing/types.ts';
import type { FolioDocument } from './types.ts';

/** A document as the sharing dialogs take it. */
export const sharedDocument = (doc: FolioDocument): SharedItem => ({
  id: doc.id,
  title: doc.title,
  filename: doc.filename,
  type: 'document',
  background: null,
  backgroundColor: null,
  backgroundThumbnail: doc.thumbnail,
});

/** The preview's floating menu (spec §2): SHARE LINK and SHARE WITH EMAIL. */
export function DocumentShareMenu({ doc }: { doc: FolioDocument }) {
  const open = (kind: 'link' | 'email') => openShareDialog({ kind, item: sharedDocument(doc) });
  return (
    <>
      <MenuRoot modal={false}>
        <MenuTrigger
          aria-label="Share"
          className="fixed right-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-accent-strong text-white shadow-lg hover:bg-accent-dark wide:right-8 wide:bottom-8"
        >
          <Share2 className="size-6" aria-hidden />
        </MenuTrigger>
        <MenuContent side="top" align="end" sideOffset={12} className="flex w-60 flex-col gap-1 rounded-2xl">
          {(
            [
              ['link', 'SHARE LINK', Link2],
              ['email', 'SHARE WITH EMAIL', Mail],
            ] as const
          ).map(([kind, label, Icon]) => (
            <MenuButton key={kind} onSelect={() => open(kind)} className="h-12 rounded-xl font-semibold">
              <span className="grid size-8 place-items-center rounded-lg bg-theme text-white">
                <Icon className="size-4" aria-hidden />
              </span>
              {label}
            </MenuButton>
          ))}
        </MenuContent>
      </MenuRoot>
      <ShareDialogHost presentationId={doc.id} />
      <UpgradeDialog />
    </>
  );
}
