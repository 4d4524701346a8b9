import { randomUUID } from 'node:crypto';
import { type AssetUpdate, SCREENSHOT_ASSET_TYPES, THUMBNAIL_TEXTS, type ThumbnailCrop } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { JobDefinition, Queue } from '../../jobs/queue.ts';
import { fieldError } from '../../platform/errors.ts';
import { storeImageUpload } from '../../platform/image-uploads.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import type { AssetRow, NewAsset } from './assets.repository.ts';
import { removeUnusedThumbnails, THUMBNAIL_PREFIX } from './thumbnail-files.ts';

type Deps = {
  db: Db;
  store: BlobStore;
  /** The queue is made after the jobs it runs, hence a getter. */
  queue: () => Queue;
  screenshotJob: JobDefinition;
  fileUrl: (key: string) => string;
};

/** The pictures of an uploaded thumbnail: as uploaded, and the picture editor's crop of it. */
export type ThumbnailUpload = { picture: string; cropped?: string; crop: ThumbnailCrop | null };

const KINDS = ['jpg', 'png', 'bmp', 'webp'] as const;

/** A custom thumbnail takes the place of the asset's own, which is kept for "back to original". */
export const customized = (current: AssetRow) => ({
  originalThumbnail: current.thumbnailIsOriginal ? current.thumbnail : current.originalThumbnail,
  thumbnailIsOriginal: false,
});

/** Back to the thumbnail the asset brought (its first page with content, a link's preview picture). */
export const backToOriginal = (current: AssetRow): Partial<NewAsset> => ({
  thumbnail: current.thumbnailIsOriginal ? current.thumbnail : current.originalThumbnail,
  thumbnailIsOriginal: true,
  thumbnailCropped: null,
  thumbnailMeta: null,
  isUsingScreenshot: false,
  selectedThumbnail: null,
});

/** Custom thumbnails of an asset: an uploaded picture (cropped), one of its pages, a website's screenshot. */
export function createAssetThumbnails({ db, store, queue, screenshotJob, fileUrl }: Deps) {
  function page(current: AssetRow, index: number): Partial<NewAsset> {
    if (!current.pageThumbnails.length) throw fieldError('selected_thumbnail', THUMBNAIL_TEXTS.noPages);
    const key = current.pageThumbnails[index];
    if (!key) throw fieldError('selected_thumbnail', THUMBNAIL_TEXTS.pageMissing);
    return {
      ...customized(current),
      thumbnail: fileUrl(key),
      thumbnailCropped: null,
      thumbnailMeta: { source: 'page', picture: null, crop: null },
      isUsingScreenshot: false,
      selectedThumbnail: index,
    };
  }

  /** The screenshot it has, or a job queued to take one (`retake`: always). */
  function screenshot(current: AssetRow, retake: boolean): { values: Partial<NewAsset>; run?: string } {
    if (!(SCREENSHOT_ASSET_TYPES as readonly string[]).includes(current.type) || !current.website)
      throw fieldError('is_using_screenshot', THUMBNAIL_TEXTS.notAWebsite);
    if (current.thumbnailScreenshot && !retake)
      return {
        values: {
          ...customized(current),
          thumbnail: current.thumbnailScreenshot,
          thumbnailCropped: null,
          thumbnailMeta: { source: 'screenshot', picture: null, crop: null },
          isUsingScreenshot: true,
          selectedThumbnail: null,
        },
      };
    const run = randomUUID();
    return { values: { isUsingScreenshot: true, jobThumbnailId: run, jobThumbnailStatus: 'queued' }, run };
  }

  return {
    /**
     * The values of a JSON thumbnail choice (none when the fields have none), and the screenshot run to
     * queue with them (`queueScreenshot` inside the same transaction).
     */
    choose(current: AssetRow, fields: AssetUpdate): { values: Partial<NewAsset>; run?: string } {
      if (fields.thumbnail_is_original) return { values: backToOriginal(current) };
      if (fields.selected_thumbnail !== undefined)
        return { values: page(current, fields.selected_thumbnail) };
      if (fields.is_using_screenshot || fields.retake_screenshot)
        return screenshot(current, Boolean(fields.retake_screenshot));
      if (fields.is_using_screenshot === false && current.isUsingScreenshot)
        return { values: backToOriginal(current) };
      return { values: {} };
    },

    queueScreenshot: (tx: Db, assetId: number, run: string) =>
      queue().sendInTransaction(tx, screenshotJob, { assetId, run }),
    wakeScreenshots: () => queue().wake(screenshotJob),

    /** Stores an uploaded thumbnail (checked by its bytes) and its crop: the values that show it. */
    async upload(current: AssetRow, upload: ThumbnailUpload): Promise<Partial<NewAsset>> {
      const stored: string[] = [];
      const keep = async (field: string, file: string) => {
        const [main, thumb] = await storeImageUpload(store, {
          prefix: THUMBNAIL_PREFIX,
          field,
          file,
          kinds: [...KINDS],
        });
        await store.delete(thumb);
        stored.push(main);
        return main;
      };
      try {
        const picture = await keep('thumbnail', upload.picture);
        const cropped = upload.cropped ? await keep('thumbnail_cropped', upload.cropped) : null;
        return {
          ...customized(current),
          thumbnail: fileUrl(cropped ?? picture),
          thumbnailCropped: cropped ? fileUrl(cropped) : null,
          thumbnailMeta: { source: 'upload', picture: fileUrl(picture), crop: upload.crop },
          isUsingScreenshot: false,
          selectedThumbnail: null,
        };
      } catch (error) {
        await Promise.all(stored.map((key) => store.delete(key)));
        throw error;
      }
    },

    /** After a change: the custom thumbnail files the asset had and no asset uses any more are removed. */
    tidy: (before: AssetRow) => removeUnusedThumbnails(db, store, [before]),
  };
}

export type AssetThumbnails = ReturnType<typeof createAssetThumbnails>;
