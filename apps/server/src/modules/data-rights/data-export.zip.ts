import { Readable, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/client.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import {
  createExportContents,
  createFileList,
  plain,
  SESSION_INTERNAL_COLUMNS,
} from './data-export.contents.ts';

const readme = (generatedAt: Date) => `Your Folio data
===============

Made on ${generatedAt.toISOString()} (UTC). Everything you have in Folio, as JSON files you can open in any
text editor, and your stored files under files/.

account.json          your profile, settings, teams, subscription, sign-in accounts, API keys (never the
                      keys themselves), webhooks and cloud storage connections
presentations.json    your presentations (with templates and those in the trash), their cover and assets;
                      "file", "pages" and "cover_files" give the path of each stored file in this zip
documents.json        your single-file documents, in the same shape
folders.json          your folders
share-links.json      the links you made to your presentations and documents (passwords are never included)
contacts.json         your contacts
notifications.json    your notifications
insights/
  sessions.json       each opening of your links: who, as the recipient identified themselves, and when
  activity.json       per session: the pages seen and the time spent on each asset
  feedback.json       feedback recipients left
  forwards.json       forwards recipients made of your links
files/
  profile/            your picture and logo
  presentations/<id>/ each presentation's cover files, and per asset its original file, its converted
                      pages (pages/page-0001.jpg …) and custom thumbnails

A path is null where a stored file could not be read when the export was made.
`;

/** A JSON array written as it is read, page by page: a long history is never held whole. */
function jsonArray(pages: AsyncIterable<unknown[]>, shape: (item: never) => unknown = (item) => item) {
  return Readable.from(
    (async function* () {
      let first = true;
      yield Buffer.from('[');
      for await (const page of pages)
        for (const item of page) {
          yield Buffer.from(`${first ? '\n' : ',\n'}${JSON.stringify(shape(item as never))}`);
          first = false;
        }
      yield Buffer.from(first ? ']\n' : '\n]\n');
    })(),
  );
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Writes the user's export as a zip into `output`, streaming: stored files are read one at a time and
 * JSON arrays page by page, so memory stays flat whatever the account's size. `onProgress` hears the
 * share (0-100) of entries written; it only rises.
 */
export async function writeDataExport(
  deps: { db: Db; store: BlobStore; now: Date },
  userId: number,
  output: Writable,
  onProgress: (percentage: number) => Promise<void> | void = () => {},
) {
  const contents = createExportContents(deps.db, userId);
  const list = createFileList();
  await contents.files(list);
  const files = list.files();
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, output);
  // Awaited at the end; a failure before then is seen through `entry` or the catch below.
  written.catch(() => {});
  // A failed write stops the zip from reading further: wait on each entry or on the failure.
  const entry = (stream: Readable, name: string) => {
    zip.addReadStream(stream, name, { mtime: deps.now });
    return Promise.race([finished(stream), written]);
  };
  const total = files.length + 12;
  let done = 0;
  let reported = -1;
  const step = async () => {
    done += 1;
    const percentage = Math.min(99, Math.floor((done / total) * 100));
    if (percentage > reported) {
      reported = percentage;
      await onProgress(percentage);
    }
  };

  try {
    zip.addBuffer(Buffer.from(readme(deps.now)), 'README.txt', { mtime: deps.now });
    for (const file of files) {
      const stored = await deps.store.get(file.key);
      if (stored) {
        await entry(stored.stream, file.path);
        list.written(file);
      }
      await step();
    }
    zip.addBuffer(json(await contents.account(list)), 'account.json', { mtime: deps.now });
    zip.addBuffer(json(await contents.presentations('presentation', list)), 'presentations.json', {
      mtime: deps.now,
    });
    zip.addBuffer(json(await contents.presentations('document', list)), 'documents.json', {
      mtime: deps.now,
    });
    zip.addBuffer(json(await contents.folders()), 'folders.json', { mtime: deps.now });
    zip.addBuffer(json(await contents.shareLinks()), 'share-links.json', { mtime: deps.now });
    zip.addBuffer(json(await contents.contacts()), 'contacts.json', { mtime: deps.now });
    for (let i = 0; i < 6; i += 1) await step();
    const shapeRow = (omit: string[]) => (row: Record<string, unknown>) => plain(row, omit);
    await entry(jsonArray(contents.notifications(), shapeRow(['userId'])), 'notifications.json');
    await step();
    const insights = await contents.insights();
    await entry(jsonArray(insights.sessions, shapeRow(SESSION_INTERNAL_COLUMNS)), 'insights/sessions.json');
    await step();
    await entry(jsonArray(insights.activity), 'insights/activity.json');
    await step();
    await entry(jsonArray(insights.feedback, shapeRow([])), 'insights/feedback.json');
    await step();
    await entry(jsonArray(insights.forwards, shapeRow([])), 'insights/forwards.json');
    await step();
  } catch (error) {
    // Stops the output too (the caller's file is closed), and says why.
    (zip.outputStream as Readable).destroy(error as Error);
    throw error;
  }
  zip.end();
  await written;
  await step();
}
