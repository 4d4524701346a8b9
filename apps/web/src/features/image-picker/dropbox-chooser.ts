import { loadScript } from '../../lib/load-script.ts';

/** Dropbox's official Chooser (https://www.dropbox.com/developers/chooser). */
const DROPINS = 'https://www.dropbox.com/static/api/2/dropins.js';

type ChooserFile = { link: string; name: string; bytes: number };
type Dropbox = {
  choose(options: {
    success(files: ChooserFile[]): void;
    cancel?(): void;
    linkType: 'direct' | 'preview';
    multiselect: boolean;
    extensions?: string[];
    folderselect?: boolean;
  }): void;
};

/** Opens the Chooser for one file; resolves with its direct link (dl.dropboxusercontent.com), or null. */
export async function chooseFromDropbox(appKey: string, extensions: readonly string[]) {
  await loadScript(DROPINS, { id: 'dropboxjs', 'data-app-key': appKey });
  const dropbox = (window as unknown as { Dropbox?: Dropbox }).Dropbox;
  if (!dropbox) throw { detail: 'Dropbox could not be opened. Try again.' };
  return new Promise<{ link: string; name: string } | null>((resolve) => {
    dropbox.choose({
      linkType: 'direct',
      multiselect: false,
      folderselect: false,
      extensions: extensions.map((ext) => `.${ext}`),
      success: (files) => resolve(files[0] ? { link: files[0].link, name: files[0].name } : null),
      cancel: () => resolve(null),
    });
  });
}
