import type { AssetType } from '@folio/shared';
import {
  ClipboardList,
  EyeOff,
  FileText,
  Globe,
  Image,
  type LucideIcon,
  MapPin,
  Minus,
  Sparkles,
  SquarePlay,
  Type,
  Video,
} from 'lucide-react';

/** How each asset kind is named and drawn in the editor. */
export const ASSET_KINDS: Record<AssetType, { label: string; icon: LucideIcon }> = {
  text: { label: 'Text', icon: Type },
  website: { label: 'Website', icon: Globe },
  link: { label: 'Link', icon: Globe },
  video_url: { label: 'Video link', icon: SquarePlay },
  separator: { label: 'Separator', icon: Minus },
  separator_hidden: { label: 'Hidden separator', icon: EyeOff },
  form: { label: 'Contact form', icon: ClipboardList },
  file: { label: 'File', icon: FileText },
  image: { label: 'Image', icon: Image },
  video: { label: 'Video', icon: Video },
  ai_asset_builder: { label: 'AI builder', icon: Sparkles },
  map: { label: 'Map', icon: MapPin },
};

/** The kinds whose editor offers a link address. */
export const LINK_KINDS: readonly AssetType[] = ['website', 'link', 'video_url'];
