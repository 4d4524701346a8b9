import {
  type Announcements,
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useRef } from 'react';
import type { EditorAsset } from '../types.ts';
import { UploadingCard } from '../uploads/uploading-card.tsx';
import type { AssetOps } from '../use-asset-queue.ts';
import { AssetCard } from './asset-card.tsx';
import { assetLabel } from './asset-summary.ts';
import { listKeyboardCoordinates } from './keyboard-coordinates.ts';

const INSTRUCTIONS =
  'To move an asset, press Space or Enter on its handle, use the Up and Down arrows, then press Space or Enter to drop it, or Escape to cancel.';

/** The asset list, reordered by dragging a handle with the mouse, a finger or the keyboard. */
export function SortableAssets({
  assets,
  ops,
  openId,
  freshId,
  onToggle,
}: {
  assets: EditorAsset[];
  ops: AssetOps;
  openId: number | null;
  freshId: number | null;
  onToggle: (id: number) => void;
}) {
  const order = useRef<number[]>([]);
  order.current = assets.map((a) => a.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: listKeyboardCoordinates(() => order.current) }),
  );
  const nameOf = (id: string | number) => {
    const asset = assets.find((a) => a.id === id);
    return asset ? assetLabel(asset) : 'Asset';
  };
  const positionOf = (id: string | number) => assets.findIndex((a) => a.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is at position ${positionOf(over.id)} of ${assets.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${assets.length}.`
        : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) void ops.move(Number(active.id), Number(over.id));
      }}
    >
      <SortableContext items={assets.map((a) => a.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label="Assets" className="flex flex-col gap-3">
          {assets.map((asset) =>
            asset.localUpload ? (
              <UploadingCard key={asset.id} asset={asset} />
            ) : (
              <AssetCard
                key={asset.id}
                asset={asset}
                ops={ops}
                open={openId === asset.id}
                fresh={freshId === asset.id}
                onToggle={() => onToggle(asset.id)}
              />
            ),
          )}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
