import { FREE_USER_FILE_LIMIT } from './plans.ts';

/** Which files may be uploaded and how large (spec §5, §9); zod-free so light pages can use it. */

export const FILE_EXTENSIONS = {
  document: ['doc', 'docx', 'gdoc', 'pages', 'odt'],
  image: ['bmp', 'jpeg', 'jpg', 'png', 'tif', 'tiff', 'webp', 'gif', 'svg', 'heic', 'heif'],
  pdf: ['pdf'],
  presentation: ['ppt', 'pptx', 'gslides', 'key', 'odp'],
  spreadsheet: ['xls', 'xlsx', 'gsheet', 'numbers', 'ods'],
  video: [
    '3g2',
    '3gp',
    '3gpp',
    'avi',
    'flv',
    'm4v',
    'mkv',
    'mov',
    'mp4',
    'mpeg',
    'mpg',
    'mts',
    'mxf',
    'ogv',
    'rm',
    'rmvb',
    'swf',
    'ts',
    'vob',
    'webm',
    'wmv',
  ],
} as const;

export const VIDEO_MAX_BYTES = 104_857_600;
/** Premium users' cap: not in the spec; large enough for any brochure, bounded for the disk. */
export const PREMIUM_FILE_LIMIT = 500_000_000;

export const FILE_MESSAGES = {
  typeNotAllowed: 'This file type is not allowed to be uploaded',
  videoTooLarge: 'Video files must be less than 100MB',
  videoDisabled:
    "We can't upload videos right now, please upload to YouTube or Vimeo and insert via the Link tab",
  freeTooLarge: 'Files on the Free plan must be smaller than 50 MB. Upgrade to upload larger files.',
  premiumTooLarge: 'Files must be smaller than 500 MB.',
  empty: 'This file is empty.',
  pdf: "Can't load the PDF file.",
} as const;

export type UploadKind = 'file' | 'image' | 'video';

/** The extension, lowercased after the last dot ('' when there is none). */
export const extensionOf = (filename: string) => {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
};

const has = (list: readonly string[], ext: string) => list.includes(ext);

/** The asset type a file becomes, or null when its extension is not allowed. GIFs are images. */
export function uploadKindOf(filename: string, videoUpload: boolean): UploadKind | null {
  const ext = extensionOf(filename);
  if (has(FILE_EXTENSIONS.image, ext)) return 'image';
  if (has(FILE_EXTENSIONS.video, ext)) return videoUpload ? 'video' : null;
  const files = [
    ...FILE_EXTENSIONS.document,
    ...FILE_EXTENSIONS.pdf,
    ...FILE_EXTENSIONS.presentation,
    ...FILE_EXTENSIONS.spreadsheet,
  ];
  return has(files, ext) ? 'file' : null;
}

/** The largest file this user may upload under this name. */
export function uploadMaxBytes(filename: string, options: { premium: boolean }) {
  const plan = options.premium ? PREMIUM_FILE_LIMIT : FREE_USER_FILE_LIMIT;
  return has(FILE_EXTENSIONS.video, extensionOf(filename)) ? Math.min(VIDEO_MAX_BYTES, plan) : plan;
}

/** Why this file may not be uploaded (the spec's text), or null when it may. */
export function uploadRefusal(
  file: { filename: string; size: number },
  options: { videoUpload: boolean; premium: boolean },
): string | null {
  const ext = extensionOf(file.filename);
  const isVideo = has(FILE_EXTENSIONS.video, ext);
  if (isVideo && !options.videoUpload) return FILE_MESSAGES.videoDisabled;
  if (!uploadKindOf(file.filename, options.videoUpload)) return FILE_MESSAGES.typeNotAllowed;
  if (file.size <= 0) return FILE_MESSAGES.empty;
  if (isVideo && file.size > VIDEO_MAX_BYTES) return FILE_MESSAGES.videoTooLarge;
  if (!options.premium && file.size > FREE_USER_FILE_LIMIT) return FILE_MESSAGES.freeTooLarge;
  if (file.size > PREMIUM_FILE_LIMIT) return FILE_MESSAGES.premiumTooLarge;
  return null;
}

/** The accept attribute of a file input for assets. */
export const assetAccept = (videoUpload: boolean) =>
  [
    ...FILE_EXTENSIONS.document,
    ...FILE_EXTENSIONS.image,
    ...FILE_EXTENSIONS.pdf,
    ...FILE_EXTENSIONS.presentation,
    ...FILE_EXTENSIONS.spreadsheet,
    ...(videoUpload ? FILE_EXTENSIONS.video : []),
  ]
    .map((ext) => `.${ext}`)
    .join(',');
