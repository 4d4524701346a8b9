import { UpgradeDialog } from '../presentations/lazy-dialogs.tsx';
import { SearchField, useSearchTerm } from '../presentations/search-field.tsx';
import { DocumentList } from './document-list.tsx';
import { DropZone, UploadButton } from './upload-controls.tsx';
import { UploadingList } from './uploading-list.tsx';
import { useDocumentUpdates } from './use-document-updates.ts';

/** /single-file: the user's single-file documents, with upload by button or drop (spec §2). */
export function DocumentsPage() {
  const [search, setSearch] = useSearchTerm();
  useDocumentUpdates();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 pb-24">
      <div className="flex flex-col gap-4 wide:flex-row wide:items-end wide:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">Assets</h1>
          <p className="mt-2 text-muted">
            Upload a file once and share it on its own as a tracked single-file document.
          </p>
        </div>
        <UploadButton className="w-full wide:w-auto" />
      </div>
      <DropZone />
      <UploadingList />
      <SearchField label="Search files" value={search} onSearch={setSearch} />
      <DocumentList search={search} />
      {/* The share dialogs' premium switches offer the upgrade. */}
      <UpgradeDialog />
    </div>
  );
}
