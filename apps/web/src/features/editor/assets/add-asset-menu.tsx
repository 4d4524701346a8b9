import { ASSET_BUILDER_TEXTS, type UploadKind } from '@folio/shared';
import { Plus, Sparkles, SquarePlay } from 'lucide-react';
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
  { type: 'map', label: 'Map' },
];
/**
 * The add menu: every kind that needs no upload, then File, Image and Video, which open a file picker.
 * While video upload is off, Video opens the link dialog instead (a YouTube or Vimeo address).
 */
export function AddAssetMenu({
  onAdd,
  onUpload,
  videoUpload,
  onBuild,
}: {
  onAdd: (type: ContentKind) => void;
  onUpload: (kind: UploadKind) => void;
  videoUpload: boolean;
  /** Opens the AI asset builder; absent when it is off (no AI provider, or the ai_button flag). */
  onBuild?: () => void;
}) {
  const uploads: UploadKind[] = videoUpload ? ['file', 'image', 'video'] : ['file', 'image'];
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
        {uploads.map((type) => {
          const Icon = ASSET_KINDS[type].icon;
          return (
            <MenuButton key={type} onSelect={() => onUpload(type)}>
              <Icon className="size-4 text-muted" aria-hidden />
              {ASSET_KINDS[type].label}
            </MenuButton>
          );
        })}
        {!videoUpload && (
          <MenuButton
            onSelect={() => {
              chosen.current = true;
              onAdd('website');
            }}
          >
            <SquarePlay className="size-4 text-muted" aria-hidden />
            Video (YouTube or Vimeo link)
          </MenuButton>
        )}
        {onBuild && (
          <>
            <MenuSeparator />
            <MenuButton
              onSelect={() => {
                chosen.current = true;
                onBuild();
              }}
            >
              <Sparkles className="size-4 text-muted" aria-hidden />
              {ASSET_BUILDER_TEXTS.menuItem}
            </MenuButton>
          </>
        )}
      </MenuContent>
    </MenuRoot>
  );
}
