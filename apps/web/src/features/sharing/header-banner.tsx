import { Notice } from '../../ui/notice.tsx';
import { useUser } from '../accounts/api.ts';
import type { SharedItem } from './types.ts';

/**
 * Spec §2: a presentation shared without a header image or colour gets a reminder, unless the user
 * turned it off (hide_empty_background_alert, Preferences).
 */
export function HeaderImageBanner({ item }: { item: SharedItem }) {
  const hidden = useUser()?.hideEmptyBackgroundAlert ?? false;
  if (hidden || item.type === 'document' || item.background || item.backgroundColor) return null;
  return (
    <Notice tone="warning" className="mb-4">
      You didn't select a header image for this presentation.
    </Notice>
  );
}
