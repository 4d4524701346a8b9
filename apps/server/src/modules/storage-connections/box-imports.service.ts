import type { BoxImport } from '@folio/shared';
import type { UserRow } from '../accounts/accounts.table.ts';
import type { FileImporter } from '../imports/file-importer.ts';
import { type BoxClient, BoxRefused } from './box.client.ts';
import type { BoxTokenSource } from './box-tokens.ts';
import { storageNotConfigured } from './storage-connections.errors.ts';

type Deps = { box: { client: BoxClient; tokens: BoxTokenSource } | null; importer: FileImporter };

/** The Box picker's calls, made with the user's stored Box token: the browser never holds one. */
export function createBoxImports({ box: configured, importer }: Deps) {
  function requireBox() {
    if (!configured) throw storageNotConfigured('Box');
    return configured;
  }
  return {
    folderItems(user: UserRow, folderId: string) {
      const { client, tokens } = requireBox();
      return tokens.call(user.id, (token) => client.folderItems(token, folderId));
    },
    /** Box's content call redirects to its download host (without the token); the name is checked first (spec §5). */
    async importFile(user: UserRow, input: BoxImport) {
      const { client, tokens } = requireBox();
      importer.checkName(user, input.filename);
      const response = await tokens.call(user.id, async (token) => {
        const url = client.contentUrl(input.file_id);
        const opened = await importer.open(url, { authorization: `Bearer ${token}` }, new URL(url).origin);
        if (opened.status !== 401) return opened;
        opened.body.destroy();
        throw new BoxRefused(401, {});
      });
      return importer.store(user, response, input.filename);
    },
  };
}

export type BoxImports = ReturnType<typeof createBoxImports>;
