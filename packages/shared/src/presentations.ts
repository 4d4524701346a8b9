import { z } from 'zod';
import { assetSchema } from './assets.ts';
import { videoUrlSchema } from './media-rules.ts';
import { pageParam, pageSizeParam } from './pagination.ts';
import { pictureCropSchema } from './picture-crop.ts';
import {
  CATEGORY_MAX,
  COVER_STYLES,
  PICTURE_POSITIONS,
  PRESENTATION_PAGE_SIZE,
  PRESENTATION_TABS,
  TITLE_MAX,
} from './presentation-rules.ts';
import { STARTER_TEMPLATE_KINDS } from './starter-templates.ts';
import { idParamSchema, idSchema } from './validation.ts';

const hexColor = z.string().regex(/^#[\da-f]{6}$/i, 'Enter a colour like #34495e.');
const richText = z.string().max(100_000, 'This text is too long.');

/** The picture editor's crop of the header image: an area in percent of the original, and the zoom. */
export const backgroundMetaSchema = pictureCropSchema;

export const presentationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  clean_title: z.string(),
  title_is_hidden: z.boolean(),
  type: z.enum(['presentation', 'document']),
  logo: z.string().nullable(),
  background: z.string().nullable(),
  background_thumbnail: z.string().nullable(),
  background_color: z.string().nullable(),
  /** The header image as cropped in the picture editor (shown instead of `background`), and the crop. */
  background_cropped: z.string().nullable(),
  background_meta: backgroundMetaSchema.nullable(),
  /** The header video (premium): an uploaded file's URL or another site's, and its poster frame. */
  background_video_url: z.string().nullable(),
  background_video_poster: z.string().nullable(),
  picture: z.string().nullable(),
  picture_position: z.enum(PICTURE_POSITIONS),
  style: z.enum(COVER_STYLES),
  category: z.string(),
  unsplash_author: z.string().nullable(),
  unsplash_author_link: z.string().nullable(),
  background_opacity: z.number(),
  border_color: z.string().nullable(),
  opening_msg: z.string(),
  closing_msg: z.string(),
  user_name: z.string(),
  user_name_is_hidden: z.boolean(),
  created_by_text: z.string(),
  created_by_text_color: z.string().nullable(),
  favorite: z.boolean(),
  archived: z.boolean(),
  deleted: z.boolean(),
  template: z.boolean(),
  /** Set while the presentation is a starter template the account was given (placeholders to replace). */
  starter_template: z.enum(STARTER_TEMPLATE_KINDS).nullable(),
  company: z.number().int().nullable(),
  folder: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_webpage: z.boolean(),
  times_cloned: z.number().int(),
  number_of_assets: z.number().int(),
  number_of_access: z.number().int(),
  number_of_invites: z.number().int(),
  number_of_feedback: z.number().int(),
  last_access: z.string().nullable(),
  share_date: z.string().nullable(),
  read: z.boolean(),
  shared_by: z.string().nullable(),
  /** Received tab only: the recipient address of the link it was shared by (the link gates the content). */
  share_url: z.string().nullable().optional(),
  thumbnail: z.string().nullable(),
  user: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    picture: z.string().nullable(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Presentation = z.infer<typeof presentationSchema>;

export const presentationDetailSchema = presentationSchema.extend({ assets: z.array(assetSchema) });
export type PresentationDetail = z.infer<typeof presentationDetailSchema>;

export const presentationListQuerySchema = z.object({
  page: pageParam(),
  page_size: pageSizeParam(50).default(PRESENTATION_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  tab: z.enum(PRESENTATION_TABS).default('mine'),
  folder: idParamSchema.optional(),
});

export const presentationCreateSchema = z.object({
  title: z
    .string()
    .trim()
    .max(TITLE_MAX, `Ensure this field has no more than ${TITLE_MAX} characters.`)
    .default(''),
  type: z.enum(['presentation', 'document']).default('presentation'),
  /** Create from this template (an id the user can see in the templates tab). */
  template: idSchema.optional(),
  /**
   * For this team (one of the user's): the new presentation is the team's template, made from `template`
   * when it is given, else new.
   */
  company: idSchema.optional(),
  /** With `company`: whether the team's other members get 'new template' and the Templates dot. */
  notify_team_member: z.boolean().default(true),
});

/**
 * PATCH /api/presentations/{id}: JSON fields; multipart adds the files logo, background,
 * background_cropped, picture, background_video_url (a video file) and background_video_poster.
 */
export const presentationUpdateSchema = z
  .object({
    title: z.string().trim().max(TITLE_MAX, `Ensure this field has no more than ${TITLE_MAX} characters.`),
    title_is_hidden: z.boolean(),
    background_color: hexColor.nullable(),
    /** Credit of an Unsplash header image (sent with it). */
    unsplash_author: z.string().trim().max(200).nullable(),
    unsplash_author_link: z
      .string()
      .max(500)
      .regex(/^https:\/\/unsplash\.com\//, 'Enter an Unsplash profile link.')
      .nullable(),
    background_opacity: z.number().min(0).max(1),
    border_color: hexColor.nullable(),
    opening_msg: richText,
    closing_msg: richText,
    user_name_is_hidden: z.boolean(),
    created_by_text: z.string().max(200),
    created_by_text_color: hexColor.nullable(),
    archived: z.boolean(),
    disable_forwarding: z.boolean(),
    logo: z.null(),
    background: z.null(),
    background_cropped: z.null(),
    background_meta: backgroundMetaSchema.nullable(),
    /** Another site's video (https), or null to remove the header video. */
    background_video_url: videoUrlSchema.nullable(),
    picture: z.null(),
    picture_position: z.enum(PICTURE_POSITIONS),
    style: z.enum(COVER_STYLES),
    category: z
      .string()
      .trim()
      .max(CATEGORY_MAX, `Ensure this field has no more than ${CATEGORY_MAX} characters.`),
  })
  .partial()
  .strict();
export type PresentationUpdate = z.infer<typeof presentationUpdateSchema>;

export const presentationStatsRequestSchema = z.object({
  ids: z.array(idSchema).max(100),
});
export const presentationStatsSchema = z.object({
  id: z.number().int(),
  number_of_assets: z.number().int(),
  number_of_access: z.number().int(),
  number_of_invites: z.number().int(),
  number_of_feedback: z.number().int(),
  last_access: z.string().nullable(),
  has_pending_assets: z.boolean(),
});

export const makeTemplateSchema = z.object({
  companies: z.array(idSchema).min(1).max(50),
});
