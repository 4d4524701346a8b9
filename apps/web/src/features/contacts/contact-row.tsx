import { Mail, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { Avatar } from '../../ui/avatar.tsx';
import { MenuButton, MenuContent, MenuRoot, MenuTrigger } from '../../ui/menu.tsx';
import type { Contact } from './types.ts';

/** One saved contact: name, e-mail, note, and a menu to edit or delete it. */
export function ContactRow({
  contact,
  onEdit,
  onDelete,
}: {
  contact: Contact;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex items-start gap-3 px-4 py-4 wide:items-center wide:px-6">
      <Avatar name={contact.name} />
      <div className="grid min-w-0 flex-1 gap-1 wide:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] wide:gap-4 large:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)]">
        <p className="truncate font-medium text-ink">{contact.name}</p>
        <a
          href={`mailto:${contact.email}`}
          className="inline-flex min-w-0 items-center gap-1.5 self-start rounded-sm text-sm text-theme hover:underline wide:self-center"
        >
          <Mail className="size-4 shrink-0" aria-hidden />
          <span className="truncate">{contact.email}</span>
        </a>
        <p className="line-clamp-2 text-sm text-muted wide:col-span-2 large:col-span-1 large:line-clamp-1">
          {contact.note}
        </p>
      </div>
      <MenuRoot modal={false}>
        <MenuTrigger
          aria-label={`Actions for ${contact.name}`}
          className="grid size-9 shrink-0 place-items-center rounded-lg text-muted hover:bg-theme-lightest hover:text-ink"
        >
          <MoreVertical className="size-5" aria-hidden />
        </MenuTrigger>
        <MenuContent align="end">
          <MenuButton onSelect={onEdit}>
            <Pencil className="size-4" aria-hidden />
            Edit
          </MenuButton>
          <MenuButton onSelect={onDelete}>
            <span className="flex items-center gap-3 text-danger">
              <Trash2 className="size-4" aria-hidden />
              Delete
            </span>
          </MenuButton>
        </MenuContent>
      </MenuRoot>
    </li>
  );
}
