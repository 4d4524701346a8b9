import { Notice } from '../../ui/notice.tsx';
import type { SharedItem } from './types.ts';

/** Spec §2: a presentation shared without a header image or colour gets a reminder. */
export function HeaderImageBanner({ item }: { item: SharedItem }) {
  if (item.type === 'document' || item.background || item.backgroundColor) return null;
  return (
    <Notice tone="warning" className="mb-4">
      You didn't select a header image for this presentation.
    </Notice>
  );
}
