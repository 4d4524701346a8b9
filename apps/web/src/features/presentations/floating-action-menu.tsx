import { FolderPlus, LayoutTemplate, type LucideIcon, Plus, Presentation } from 'lucide-react';
import { useState } from 'react';
import { MenuButton, MenuContent, MenuLabel, MenuRoot, MenuSeparator, MenuTrigger } from '../../ui/menu.tsx';
import { useUser } from '../accounts/api.ts';
import { FolderNameDialog } from './lazy-dialogs.tsx';
import { canUsePremium, openUpgradeDialog } from './premium.ts';
import { useCreateAndEdit, useCreateTeamTemplateAndEdit } from './use-create-presentation.ts';

function Item({ Icon, label, onSelect }: { Icon: LucideIcon; label: string; onSelect: () => void }) {
  return (
    <MenuButton onSelect={onSelect} className="h-12 rounded-xl font-medium">
      <span className="grid size-8 place-items-center rounded-lg bg-theme text-white">
        <Icon className="size-4" aria-hidden />
      </span>
      {label}
    </MenuButton>
  );
}

/**
 * The round button at the bottom right of the list (spec §2): a small menu to create a
 * presentation (inside the open folder, if any) or a folder, and for users in teams the company list:
 * a new template for each of their teams. The menu gives it arrow keys and Escape.
 */
export function FloatingActionMenu({ folder }: { folder: { id: number; name: string } | null }) {
  const user = useUser();
  const create = useCreateAndEdit(folder);
  const template = useCreateTeamTemplateAndEdit();
  const companies = user?.companies ?? [];
  const [naming, setNaming] = useState(false);
  const newFolder = () => (canUsePremium(user) ? setNaming(true) : openUpgradeDialog());

  return (
    <>
      <MenuRoot modal={false}>
        <MenuTrigger
          aria-label="Create"
          aria-busy={create.pending || template.pending || undefined}
          className="fixed right-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-accent-strong text-white shadow-lg transition-transform hover:bg-accent-dark data-[state=open]:rotate-45 wide:right-8 wide:bottom-8"
        >
          <Plus className="size-7" aria-hidden />
        </MenuTrigger>
        <MenuContent side="top" align="end" sideOffset={12} className="flex w-60 flex-col gap-1 rounded-2xl">
          <Item Icon={Presentation} label="Create presentation" onSelect={() => void create.start()} />
          <MenuSeparator className="mx-2 my-0" />
          <Item Icon={FolderPlus} label="New folder…" onSelect={newFolder} />
          {companies.length > 0 && (
            <>
              <MenuSeparator className="mx-2 my-0" />
              <MenuLabel className="px-3 pt-1 text-xs font-medium text-muted">New template for</MenuLabel>
              {companies.map((company) => (
                <Item
                  key={company.id}
                  Icon={LayoutTemplate}
                  label={company.name}
                  onSelect={() => void template.start(company.id)}
                />
              ))}
            </>
          )}
        </MenuContent>
      </MenuRoot>
      {naming && <FolderNameDialog onClose={() => setNaming(false)} />}
    </>
  );
}
