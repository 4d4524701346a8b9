import { FILE_MESSAGES, uploadMaxBytes, uploadRefusal } from '@folio/shared';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import { type SafeStreamResponse, safeFetchStream, UnsafeFetchError } from '../../platform/safe-fetch.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { hasPremium } from '../presentations/presentations.policy.ts';
import { fileRefused } from '../uploads/uploads.errors.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { downloadFailed, providerFailure, unreachable } from './imports.errors.ts';
import { parseJson, RemoteFileTooLarge, readSmall, saveToTemp } from './remote-file.ts';

export type FileImporterDeps = {
  uploads: UploadsService;
  clock: Clock;
  flags: Config['flags'];
  /** Tests fetch from local stand-ins of the providers; production never sets this. */
  allowLoopback?: boolean;
};

/** The longest silence of a provider during a download. */
const IDLE_TIMEOUT_MS = 30_000;

/**
 * Brings a remote file in for a user: its name checked first (spec §5: Box and Dropbox files are checked
 * by extension), fetched through the SSRF-safe fetcher to a temporary file within the user's upload
 * limit, then stored as an unattached upload that the browser turns into an asset.
 */
export function createFileImporter({ uploads, clock, flags, allowLoopback = false }: FileImporterDeps) {
  const limitsFor = (user: UserRow) => ({
    videoUpload: flags.video_upload,
    premium: hasPremium(user, clock.now()),
  });

  return {
    /** Refuses a name whose extension may not be uploaded (415 with the spec's text). */
    checkName(user: UserRow, filename: string) {
      const refusal = uploadRefusal({ filename, size: 1 }, limitsFor(user));
      if (refusal) throw fileRefused(refusal);
    },

    /**
     * Opens a download; private addresses and broken connections become the API's errors. `trustedOrigin`
     * is a provider API's configured origin (see safeFetch).
     */
    async open(
      url: string,
      headers: Record<string, string> = {},
      trustedOrigin?: string,
    ): Promise<SafeStreamResponse> {
      try {
        return await safeFetchStream(url, {
          allowLoopback,
          trustedOrigin,
          timeoutMs: IDLE_TIMEOUT_MS,
          headers: { 'user-agent': 'Folio/1.0 (+imports)', ...headers },
        });
      } catch (error) {
        throw error instanceof UnsafeFetchError ? unreachable() : downloadFailed();
      }
    },

    /** The error a non-200 answer becomes: its JSON passed on, else its status text (spec §7). */
    async failure(response: SafeStreamResponse) {
      const text = await readSmall(response.body);
      return providerFailure(response.status, response.statusText, parseJson(text));
    },

    /** Stores a 200 answer's body as the user's upload named `filename`; any other answer is an error. */
    async store(user: UserRow, response: SafeStreamResponse, filename: string) {
      if (response.status !== 200) throw await this.failure(response);
      const limits = limitsFor(user);
      const maxBytes = uploadMaxBytes(filename, limits);
      const tooLarge = () =>
        fileRefused(uploadRefusal({ filename, size: maxBytes + 1 }, limits) ?? FILE_MESSAGES.premiumTooLarge);
      if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
        response.body.destroy();
        throw tooLarge();
      }
      let file: Awaited<ReturnType<typeof saveToTemp>>;
      try {
        file = await saveToTemp(response.body, maxBytes);
      } catch (error) {
        throw error instanceof RemoteFileTooLarge ? tooLarge() : downloadFailed();
      }
      try {
        return await uploads.storeFile(user, file.path, filename, file.size);
      } finally {
        await file.cleanup();
      }
    },

    /** checkName, open and store in one: for links that need nothing else. */
    async importUrl(user: UserRow, url: string, filename: string, headers: Record<string, string> = {}) {
      this.checkName(user, filename);
      return this.store(user, await this.open(url, headers), filename);
    },
  };
}

export type FileImporter = ReturnType<typeof createFileImporter>;
