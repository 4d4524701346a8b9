import { FolderPlus, type LucideIcon, Plus, Presentation } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useUser } from '../accounts/api.ts';
import { FolderNameDialog } from './lazy-dialogs.tsx';
import { canUsePremium, openUpgradeDialog } from './premium.ts';
import { useCreateAndEdit } from './use-create-presentation.ts';

function Item({ Icon, label, onSelect }: { Icon: LucideIcon; label: string; onSelect: () => void }) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className="flex h-12 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm font-medium text-ink outline-none select-none data-highlighted:bg-theme-lightest"
    >
      <span className="grid size-8 place-items-center rounded-lg bg-theme text-white">
        <Icon className="size-4" aria-hidden />
      </span>
      {label}
    </DropdownMenu.Item>
  );
}

/**
 * The round button at the bottom right of the list (spec §2): a small menu to create a
 * presentation (inside the open folder, if any) or a folder. Radix gives it arrow keys and Escape.
 */
export function FloatingActionMenu({ folder }: { folder: { id: number; name: string } | null }) {
  const user = useUser();
  const create = useCreateAndEdit(folder);
  const [naming, setNaming] = useState(false);
  const newFolder = () => (canUsePremium(user) ? setNaming(true) : openUpgradeDialog());

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label="Create"
          aria-busy={create.pending || undefined}
          className="fixed right-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-accent-strong text-white shadow-lg transition-transform hover:bg-accent-dark data-[state=open]:rotate-45 wide:right-8 wide:bottom-8"
        >
          <Plus className="size-7" aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            side="top"
            align="end"
            sideOffset={12}
            className="z-40 flex w-60 flex-col gap-1 rounded-2xl border border-mist bg-white p-2 shadow-xl outline-none"
          >
            <Item Icon={Presentation} label="Create presentation" onSelect={() => void create.start()} />
            <DropdownMenu.Separator className="mx-2 h-px bg-mist" />
            <Item Icon={FolderPlus} label="New folder…" onSelect={newFolder} />
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {naming && <FolderNameDialog onClose={() => setNaming(false)} />}
    </>
  );
}
