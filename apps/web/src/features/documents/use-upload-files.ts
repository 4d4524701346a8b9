import { assetAccept } from '@folio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { uploadDocument } from './upload-runner.ts';

/** Documents are files and images; videos belong in presentations. */
export const DOCUMENT_ACCEPT = assetAccept(false);

/** Starts one document upload per file chosen or dropped. */
export function useUploadFiles() {
  const queryClient = useQueryClient();
  return (files: File[]) => {
    for (const file of files) void uploadDocument(file, queryClient);
  };
}
