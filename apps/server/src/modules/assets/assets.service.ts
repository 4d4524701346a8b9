import {
  type AssetCreate,
  type AssetUpdate,
  DEFAULT_ASSET_TITLE,
  isUploadAssetType,
  isWebsiteUrl,
  parseVideoLink,
  withScheme,
} from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import type { AssetFiles } from './asset-files.ts';
import { type AssetsRepository, createAssetsRepository, type NewAsset } from './assets.repository.ts';
import type { LinkPreviewer } from './link-preview.ts';

const DEFAULT_FORM = { fields: ['name', 'email', 'phone', 'message'] as const, button_label: 'Send' };

/** What a typed link becomes: a YouTube or Vimeo video (video_url) or a link with the page's title and image. */
async function classifyWebsite(input: string, preview: LinkPreviewer) {
  const website = withScheme(input);
  if (!isWebsiteUrl(website)) throw fieldError('website', 'Enter a valid website address.');
  const video = parseVideoLink(website);
  if (video) return { type: 'video_url' as const, website, thumbnail: video.thumbnail, pageTitle: null };
  const page = await preview(website);
  return { type: 'link' as const, website, thumbnail: page.image, pageTitle: page.title };
}

type Deps = { db: Db; preview: LinkPreviewer; files: (repo: AssetsRepository) => AssetFiles };

export function createAssetsService({ db, preview, files: makeFiles }: Deps) {
  const repo = createAssetsRepository(db);
  const files = makeFiles(repo);

  async function contentFields(fields: AssetUpdate): Promise<Partial<NewAsset>> {
    return {
      ...(fields.title !== undefined && { title: fields.title }),
      ...(fields.description !== undefined && { description: fields.description }),
      ...(fields.is_hidden !== undefined && { isHidden: fields.is_hidden }),
      ...(fields.contact !== undefined && { contact: fields.contact }),
      ...(fields.attributes !== undefined && { height: fields.attributes.height }),
    };
  }

  return {
    repo,
    list: (presentationId: number) => repo.list(presentationId),

    async create(user: UserRow, presentationId: number, input: AssetCreate) {
      if (isUploadAssetType(input.type)) return files.create(user, presentationId, input);
      const values: NewAsset = {
        type: input.type,
        title: DEFAULT_ASSET_TITLE,
        ...(await contentFields(input)),
      };
      if (input.type === 'separator' || input.type === 'separator_hidden') values.title = input.title ?? '';
      if (input.type === 'form')
        values.contact = input.contact ?? { ...DEFAULT_FORM, fields: [...DEFAULT_FORM.fields] };
      if (input.type === 'website') {
        if (!input.website) throw fieldError('website', 'Enter a valid website address.');
        const site = await classifyWebsite(input.website, preview);
        Object.assign(values, { type: site.type, website: site.website, thumbnail: site.thumbnail });
        if (input.title === undefined && site.pageTitle) values.title = site.pageTitle;
      }
      return repo.insert(presentationId, values, input.position);
    },

    reconvert: (presentationId: number, assetId: number) => files.reconvert(presentationId, assetId),

    async converted(presentationId: number, assetId: number) {
      const asset = await repo.find(assetId, presentationId);
      if (!asset) throw notFound();
      return asset;
    },

    async update(presentationId: number, assetId: number, fields: AssetUpdate) {
      const current = await repo.find(assetId, presentationId);
      if (!current) throw notFound();
      const values = await contentFields(fields);
      if (fields.website !== undefined && ['link', 'video_url', 'website'].includes(current.type)) {
        const site = await classifyWebsite(fields.website, preview);
        Object.assign(values, { type: site.type, website: site.website, thumbnail: site.thumbnail });
      }
      return (await repo.update(assetId, presentationId, values))!;
    },

    async delete(presentationId: number, assetId: number) {
      const removed = await repo.delete(assetId, presentationId);
      if (!removed) throw notFound();
      await files.removeFiles(removed);
    },

    /** Sets the order to exactly the ids given, which must be this presentation's assets. */
    async reorder(presentationId: number, ids: number[]) {
      const current = (await repo.list(presentationId)).map((a) => a.id);
      const given = new Set(ids);
      if (given.size !== ids.length || given.size !== current.length || current.some((id) => !given.has(id)))
        throw fieldError('position_list', "The list must hold each of this presentation's assets once.");
      await repo.reorder(presentationId, ids);
      return repo.list(presentationId);
    },
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
