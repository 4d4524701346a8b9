import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../ui/button.tsx';
import {
  MenuButton,
  MenuContent,
  MenuLabel,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from '../../../ui/menu.tsx';
import type { AssetCreate } from '../types.ts';
import { ASSET_KINDS } from './asset-kinds.ts';

type ContentKind = AssetCreate['type'];

const CONTENT: { type: ContentKind; label: string }[] = [
  { type: 'text', label: 'Text' },
  { type: 'website', label: 'Website / link' },
  { type: 'separator', label: 'Separator' },
  { type: 'separator_hidden', label: 'Hidden separator' },
  { type: 'form', label: 'Contact form' },
];
const UPLOADS = ['file', 'image', 'video'] as const;
export const UPLOADS_HINT = 'File, image and video uploads arrive with file support.';

/** The add menu: every kind that needs no upload; the uploaded kinds shown, not yet available. */
export function AddAssetMenu({ onAdd }: { onAdd: (type: ContentKind) => void }) {
  // After a choice the new asset's editor (or the link dialog) takes the focus, not the menu button.
  const chosen = useRef(false);
  return (
    <MenuRoot>
      <MenuTrigger asChild>
        <Button>
          <Plus className="size-4" aria-hidden />
          Add asset
        </Button>
      </MenuTrigger>
      <MenuContent
        align="end"
        className="w-64"
        onCloseAutoFocus={(event) => {
          if (chosen.current) event.preventDefault();
          chosen.current = false;
        }}
      >
        {CONTENT.map(({ type, label }) => {
          const Icon = ASSET_KINDS[type].icon;
          return (
            <MenuButton
              key={type}
              onSelect={() => {
                chosen.current = true;
                onAdd(type);
              }}
            >
              <Icon className="size-4 text-muted" aria-hidden />
              {label}
            </MenuButton>
          );
        })}
        <MenuSeparator />
        <MenuLabel>Uploads</MenuLabel>
        {UPLOADS.map((type) => {
          const Icon = ASSET_KINDS[type].icon;
          return (
            <MenuButton key={type} disabled onSelect={() => undefined}>
              <Icon className="size-4 text-muted" aria-hidden />
              {ASSET_KINDS[type].label}
            </MenuButton>
          );
        })}
        <MenuLabel className="pt-1 pb-2 font-normal tracking-normal normal-case">{UPLOADS_HINT}</MenuLabel>
      </MenuContent>
    </MenuRoot>
  );
}
