import { Notice } from '../../ui/notice.tsx';
import { PageViewer } from '../../viewer/page-viewer.tsx';
import type { FolioDocument } from './types.ts';

/** The document's pages in the page viewer, which also shows the conversion while it runs. */
export function DocumentViewer({ doc }: { doc: FolioDocument }) {
  const file = doc.assets[0];
  return (
    <div className="flex flex-col gap-4">
      {doc.hasError && <Notice tone="error">{doc.error || 'This file could not be converted.'}</Notice>}
      {file && <PageViewer asset={{ ...file, title: doc.title }} />}
    </div>
  );
}
