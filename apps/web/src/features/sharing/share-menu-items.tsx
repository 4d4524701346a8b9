import { BellRing, Globe, Link2, type LucideIcon, Mail, MessageCircle, Users } from 'lucide-react';
import { MenuButton, MenuLink, MenuSeparator } from '../../ui/menu.tsx';
import { openShareDialog, type ShareDialog, sharedItemOf } from './share-dialog-store.ts';
import type { SharedItem } from './types.ts';

const DIALOGS: [ShareDialog['kind'], string, LucideIcon][] = [
  ['link', 'Share link', Link2],
  ['publish', 'Publish on web', Globe],
  ['email', 'Share with email', Mail],
];
const TO_RECIPIENTS: [ShareDialog['kind'], string, LucideIcon][] = [
  ['notify', 'Notify recipients', BellRing],
  ['message', 'Message recipients', MessageCircle],
];

const Label = ({ icon: Icon, text }: { icon: LucideIcon; text: string }) => (
  <span className="flex items-center gap-3">
    <Icon className="size-4" aria-hidden />
    {text}
  </span>
);

/** A card menu's sharing part (spec §2), loaded with the open menu: the list's first load stays small. */
export function ShareMenuItems({ item, base }: { item: SharedItem; base: string }) {
  const open = (kind: ShareDialog['kind']) => openShareDialog({ kind, item: sharedItemOf(item) });
  return (
    <>
      {DIALOGS.map(([kind, text, icon]) => (
        <MenuButton key={kind} onSelect={() => open(kind)}>
          <Label icon={icon} text={text} />
        </MenuButton>
      ))}
      <MenuSeparator />
      <MenuLink to={`${base}/manage-recipients/${item.id}`}>
        <Label icon={Users} text="Manage recipients" />
      </MenuLink>
      {TO_RECIPIENTS.map(([kind, text, icon]) => (
        <MenuButton key={kind} onSelect={() => open(kind)}>
          <Label icon={icon} text={text} />
        </MenuButton>
      ))}
    </>
  );
}
