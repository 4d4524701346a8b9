import {
  type AssetCreate,
  type AssetUpdate,
  DEFAULT_ASSET_TITLE,
  isUploadAssetType,
  isWebsiteUrl,
  MAP_TEXTS,
  parseVideoLink,
  withScheme,
} from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import type { AssetFiles } from './asset-files.ts';
import { type AssetThumbnails, backToOriginal, type ThumbnailUpload } from './asset-thumbnails.ts';
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

type Deps = {
  db: Db;
  preview: LinkPreviewer;
  files: (repo: AssetsRepository) => AssetFiles;
  thumbnails: AssetThumbnails;
};

export function createAssetsService({ db, preview, files: makeFiles, thumbnails }: Deps) {
  const repo = createAssetsRepository(db);
  const files = makeFiles(repo);

  async function contentFields(fields: AssetUpdate): Promise<Partial<NewAsset>> {
    return {
      ...(fields.title !== undefined && { title: fields.title }),
      ...(fields.description !== undefined && { description: fields.description }),
      ...(fields.is_hidden !== undefined && { isHidden: fields.is_hidden }),
      ...(fields.contact !== undefined && { contact: fields.contact }),
      ...(fields.map !== undefined && { map: fields.map }),
      ...(fields.attributes !== undefined && { height: fields.attributes.height }),
    };
  }

  return {
    repo,
    files,
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
      if (input.type === 'map' && !input.map) throw fieldError('map', MAP_TEXTS.needPlace);
      if (input.type === 'map' && input.title === undefined && input.map?.address)
        values.title = input.map.address;
      if (input.type !== 'map' && input.map) throw fieldError('map', MAP_TEXTS.onlyMapAssets);
      if (input.type === 'website') {
        if (!input.website) throw fieldError('website', 'Enter a valid website address.');
        const site = await classifyWebsite(input.website, preview);
        Object.assign(values, {
          type: site.type,
          website: site.website,
          thumbnail: site.thumbnail,
          originalThumbnail: site.thumbnail,
        });
        if (input.title === undefined && site.pageTitle) values.title = site.pageTitle;
      }
      return repo.insert(presentationId, values, input.position);
    },

    reconvert: files.reconvert,

    async converted(presentationId: number, assetId: number) {
      const asset = await repo.find(assetId, presentationId);
      if (!asset) throw notFound();
      return asset;
    },

    /** Content fields and thumbnail choices (PATCH/PUT); `upload`: a custom thumbnail sent as multipart. */
    async update(presentationId: number, assetId: number, fields: AssetUpdate, upload?: ThumbnailUpload) {
      const current = await repo.find(assetId, presentationId);
      if (!current) throw notFound();
      if (fields.map !== undefined && current.type !== 'map')
        throw fieldError('map', MAP_TEXTS.onlyMapAssets);
      const values = await contentFields(fields);
      if (fields.website !== undefined && ['link', 'video_url', 'website'].includes(current.type)) {
        const site = await classifyWebsite(fields.website, preview);
        // Another site: its own preview is the original; the old site's screenshot goes.
        const shown = current.thumbnailIsOriginal || current.isUsingScreenshot;
        Object.assign(values, {
          ...(shown && { ...backToOriginal(current), thumbnail: site.thumbnail }),
          type: site.type,
          website: site.website,
          originalThumbnail: site.thumbnail,
          thumbnailScreenshot: null,
        });
      }
      const choice = upload
        ? { values: await thumbnails.upload(current, upload) }
        : thumbnails.choose(current, fields);
      Object.assign(values, choice.values);
      const { run } = choice;
      const row = run
        ? await db.transaction(async (tx) => {
            const updated = await createAssetsRepository(tx as unknown as Db).update(
              assetId,
              presentationId,
              values,
            );
            await thumbnails.queueScreenshot(tx as unknown as Db, assetId, run);
            return updated;
          })
        : await repo.update(assetId, presentationId, values);
      if (run) thumbnails.wakeScreenshots();
      await thumbnails.tidy(current);
      return row!;
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
