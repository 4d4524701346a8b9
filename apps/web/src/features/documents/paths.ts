/** /single-file (the list) and /single-file/preview/{documentId} (spec §2). */
export const DOCUMENTS_PATH = '/single-file';
export const documentPreviewPath = (id: number) => `${DOCUMENTS_PATH}/preview/${id}`;

/** How an untitled document is named (spec §3: title, else 'No title'). */
export const documentTitle = (doc: { title: string }) => doc.title.trim() || 'No title';
