import { Loader } from 'lucide-react';
import { Notice } from '../../ui/notice.tsx';
import { UploadedAssetView } from '../../viewer/uploaded-asset-view.tsx';
import { isConverting } from './conversion.ts';
import { Progress } from './progress.tsx';
import type { FolioDocument } from './types.ts';

/**
 * The document's file in the viewer; while it converts, its progress. (The page viewer,
 * viewer/page-viewer.tsx, takes this place when it lands.)
 */
export function DocumentViewer({ doc }: { doc: FolioDocument }) {
  const file = doc.assets[0];
  const converting = isConverting(doc);
  return (
    <div className="flex flex-col gap-4">
      {converting && (
        <div className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-mist" role="status">
          <p className="flex items-center gap-2 text-sm font-medium text-ink">
            <Loader className="size-4 animate-spin text-theme" aria-hidden />
            Converting… {Math.round(doc.percentage)}%. Pages show here as they are ready.
          </p>
          <Progress value={doc.percentage} label="Conversion" />
        </div>
      )}
      {doc.hasError && <Notice tone="error">{doc.error || 'This file could not be converted.'}</Notice>}
      {file && file.convertedFiles.length > 0 && <UploadedAssetView asset={file} />}
    </div>
  );
}
