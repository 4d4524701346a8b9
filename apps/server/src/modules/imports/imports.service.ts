import type { DropboxImport, GoogleDriveImport, ImportProviders } from '@folio/shared';
import type { Config } from '../../config.ts';
import { safeFetch, UnsafeFetchError } from '../../platform/safe-fetch.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import type { FileImporter } from './file-importer.ts';
import { asksForExport, exportFor, isGoogleWorkspaceType } from './google-drive.ts';
import {
  downloadFailed,
  importNotConfigured,
  notADropboxLink,
  providerFailure,
  unreachable,
} from './imports.errors.ts';
import { parseJson, readSmall } from './remote-file.ts';

type Deps = { importer: FileImporter; providers: Config['imports']; allowLoopback?: boolean };

/** The last path segment of a link, decoded: Dropbox direct links end with the file's name. */
function nameInLink(url: URL) {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Imports from Dropbox and Google Drive (spec §7 "Imports"); Box's need its connection (storage-connections). */
export function createImportsService({ importer, providers, allowLoopback = false }: Deps) {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** Drive's metadata of one file: its Google type when the browser did not say it. */
  async function driveMetadata(apiUrl: string, input: GoogleDriveImport) {
    const url = `${apiUrl}/drive/v3/files/${input.file_id}?fields=mimeType,name&supportsAllDrives=true`;
    let response: Awaited<ReturnType<typeof safeFetch>>;
    try {
      response = await safeFetch(url, {
        allowLoopback,
        headers: bearer(input.access_token),
        timeoutMs: 15_000,
      });
    } catch (error) {
      throw error instanceof UnsafeFetchError ? unreachable() : downloadFailed();
    }
    const json = parseJson(response.body.toString('utf8'));
    if (response.status !== 200) throw providerFailure(response.status, '', json);
    return json as { mimeType?: string; name?: string };
  }

  return {
    providers(unsplash: boolean): ImportProviders {
      return {
        dropbox: providers.dropbox ? { app_key: providers.dropbox.appKey } : null,
        box: providers.box ? { client_id: providers.box.clientId } : null,
        google_drive: providers.googleDrive
          ? { client_id: providers.googleDrive.clientId, api_key: providers.googleDrive.apiKey }
          : null,
        unsplash,
      };
    },

    /** A Dropbox Chooser direct link: only links on Dropbox's content host are fetched. */
    async dropbox(user: UserRow, input: DropboxImport) {
      if (!providers.dropbox) throw importNotConfigured('Dropbox');
      const url = new URL(input.link);
      if (url.origin !== new URL(providers.dropbox.contentUrl).origin) throw notADropboxLink();
      return importer.importUrl(user, url.toString(), input.filename ?? nameInLink(url));
    },

    /**
     * Google Drive: media download, or an export for Google Docs, Slides and Sheets; when Drive answers
     * that only binary files can be downloaded, the import retries with export (spec §7).
     */
    async googleDrive(user: UserRow, input: GoogleDriveImport) {
      if (!providers.googleDrive) throw importNotConfigured('Google Drive');
      const { apiUrl } = providers.googleDrive;
      const files = `${apiUrl}/drive/v3/files/${input.file_id}`;
      const exportAs = async (mimeType: string) => {
        const target = exportFor(mimeType, input.filename);
        importer.checkName(user, target.filename);
        const url = `${files}/export?mimeType=${encodeURIComponent(target.mimeType)}`;
        return importer.store(user, await importer.open(url, bearer(input.access_token)), target.filename);
      };

      if (isGoogleWorkspaceType(input.mime_type)) return exportAs(input.mime_type as string);
      importer.checkName(user, input.filename);
      const media = await importer.open(
        `${files}?alt=media&supportsAllDrives=true`,
        bearer(input.access_token),
      );
      if (media.status !== 403) return importer.store(user, media, input.filename);
      const json = parseJson(await readSmall(media.body));
      if (!asksForExport(json)) throw providerFailure(media.status, media.statusText, json);
      const { mimeType } = await driveMetadata(apiUrl, input);
      return exportAs(mimeType ?? 'application/vnd.google-apps.document');
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
