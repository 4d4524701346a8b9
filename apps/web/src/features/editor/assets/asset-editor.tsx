import { DEFAULT_ASSET_TITLE, DEFAULT_ITEM_TITLE } from '@folio/shared';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../../ui/field.tsx';
import { EnhancePanel } from '../../rich-text/enhance-panel.tsx';
import { RichTextField } from '../rich-text-field.tsx';
import type { EditorAsset } from '../types.ts';
import type { AssetOps } from '../use-asset-queue.ts';
import { LINK_KINDS } from './asset-kinds.ts';
import { ContactFieldsEditor } from './contact-fields-editor.tsx';
import { HeightField, WebsiteField } from './link-fields.tsx';
import { MapFields } from './map-fields.tsx';
import { useAssetDraft } from './use-asset-draft.ts';

const TITLE_MAX = 200;
const isSeparator = (asset: EditorAsset) => asset.type === 'separator' || asset.type === 'separator_hidden';

/** The fields of one asset, saved as the user types: title, link, height, form fields, description. */
export function AssetEditor({ asset, ops, focus }: { asset: EditorAsset; ops: AssetOps; focus?: boolean }) {
  const draft = useAssetDraft(asset.id, ops);
  const titleRef = useRef<HTMLInputElement>(null);
  // A newly added asset opens with its title ready to type.
  useEffect(() => {
    if (focus) titleRef.current?.focus();
  }, [focus]);
  const [title, setTitle] = useState(asset.title === DEFAULT_ASSET_TITLE ? '' : asset.title);
  const changeTitle = (value: string) => {
    setTitle(value);
    draft.set({ title: value });
  };
  // Enhance needs the asset's id on the server: not while its creation is still queued.
  const target = asset.pending ? null : { presentationId: ops.presentationId, assetId: asset.id };
  return (
    <div className="flex flex-col gap-4 border-t border-mist px-3 py-4 wide:px-4">
      <TextField
        ref={titleRef}
        label={isSeparator(asset) ? 'Separator title' : 'Title'}
        value={title}
        maxLength={TITLE_MAX}
        placeholder={isSeparator(asset) ? 'Optional' : DEFAULT_ITEM_TITLE}
        onChange={(event) => changeTitle(event.target.value)}
      />
      {target && title.trim() && (
        <EnhancePanel
          target={{ ...target, name: 'title' }}
          label="Title"
          text={() => title}
          onAccept={changeTitle}
        />
      )}
      {asset.type === 'separator_hidden' && (
        <p className="text-sm text-muted">
          A hidden separator organises your list here; recipients do not see it.
        </p>
      )}
      {LINK_KINDS.includes(asset.type) && <WebsiteField asset={asset} draft={draft} />}
      {asset.type === 'video_url' && <HeightField asset={asset} draft={draft} />}
      {asset.type === 'form' && <ContactFieldsEditor asset={asset} draft={draft} />}
      {asset.type === 'map' && !asset.pending && <MapFields asset={asset} draft={draft} />}
      {!isSeparator(asset) && (
        <RichTextField
          label={asset.type === 'text' ? 'Text' : 'Description'}
          value={asset.description}
          placeholder={asset.type === 'text' ? 'Write something…' : 'Add a description (optional)'}
          onChange={(description) => draft.set({ description })}
          enhance={target ? { ...target, name: 'description' } : undefined}
        />
      )}
    </div>
  );
}
