import type { UploadKind } from '@folio/shared';
import { Clipboard } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { useFeatureFlags } from '../../accounts/api.ts';
import { AssetBuilderDialog } from '../asset-builder/asset-builder-dialog.tsx';
import { SectionCard } from '../section-card.tsx';
import type { Asset, AssetCreate, EditorPresentation } from '../types.ts';
import { FileDropZone } from '../uploads/file-drop-zone.tsx';
import { useAssetUploads } from '../uploads/use-asset-uploads.ts';
import { useConversionUpdates } from '../uploads/use-conversion-updates.ts';
import type { AssetOps } from '../use-asset-queue.ts';
import { AddAssetMenu } from './add-asset-menu.tsx';
import { ClipboardPanel } from './clipboard-panel.tsx';
import { MapDialog } from './map-dialog.tsx';
import { SortableAssets } from './sortable-assets.tsx';
import { WebsiteDialog } from './website-dialog.tsx';

/** The asset list with its add menu (files picked or dropped too) and the clipboard. */
export function AssetsSection({ presentation, ops }: { presentation: EditorPresentation; ops: AssetOps }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const [freshId, setFreshId] = useState<number | null>(null);
  const [websiteOpen, setWebsiteOpen] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const [clipboardOpen, setClipboardOpen] = useState(false);
  const [builderOpen, setBuilderOpen] = useState(false);
  const builder = useFeatureFlags()?.aiButton ?? false;
  const assets = presentation.assets;
  const uploads = useAssetUploads(ops);
  const picker = useRef<HTMLInputElement>(null);
  useConversionUpdates(presentation.id);

  const openNew = (asset: Asset | undefined) => {
    if (!asset) return;
    setOpenId(asset.id);
    setFreshId(asset.id);
  };
  function add(type: AssetCreate['type']) {
    if (type === 'website') setWebsiteOpen(true);
    else if (type === 'map') setMapOpen(true);
    else void ops.create({ type }).then(openNew);
  }
  function pick(kind: UploadKind) {
    const input = picker.current;
    if (!input) return;
    input.accept = uploads.accept(kind);
    input.click();
  }

  return (
    <FileDropZone onFiles={uploads.add}>
      <SectionCard
        title="Assets"
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setClipboardOpen(true)}>
              <Clipboard className="size-4" aria-hidden />
              Clipboard
            </Button>
            <AddAssetMenu
              onAdd={add}
              onUpload={pick}
              videoUpload={uploads.videoUpload}
              onBuild={builder ? () => setBuilderOpen(true) : undefined}
            />
          </div>
        }
      >
        {assets.length === 0 ? (
          <p className="rounded-xl border border-dashed border-mist px-4 py-10 text-center text-sm text-muted">
            No assets yet. Add text, a website or video, a separator, a contact form, a map, or drop files
            here.
          </p>
        ) : (
          <SortableAssets
            assets={assets}
            ops={ops}
            openId={openId}
            freshId={freshId}
            onToggle={(id) => {
              setFreshId(null);
              setOpenId((current) => (current === id ? null : id));
            }}
          />
        )}
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          data-testid="asset-file-input"
          accept={uploads.accept('any')}
          onChange={(event) => {
            const input = event.currentTarget;
            uploads.add([...(input.files ?? [])]);
            input.value = '';
          }}
        />
        <WebsiteDialog
          open={websiteOpen}
          onOpenChange={setWebsiteOpen}
          onAdd={(website) => ops.create({ type: 'website', website }, { toastErrors: false })}
        />
        <MapDialog
          open={mapOpen}
          onOpenChange={setMapOpen}
          onAdd={(map) => ops.create({ type: 'map', map }, { toastErrors: false }).then(openNew)}
        />
        {builder && (
          <AssetBuilderDialog
            presentationId={presentation.id}
            open={builderOpen}
            onOpenChange={setBuilderOpen}
          />
        )}
        <ClipboardPanel
          open={clipboardOpen}
          onOpenChange={setClipboardOpen}
          onPaste={(item) => {
            setClipboardOpen(false);
            void ops.paste(item.id, item.asset);
          }}
        />
      </SectionCard>
    </FileDropZone>
  );
}
