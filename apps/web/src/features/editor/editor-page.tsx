import { STARTER_TEMPLATE_TEXTS } from '@folio/shared';
import { Navigate } from 'react-router';
import { Notice } from '../../ui/notice.tsx';
import { AssetsSection } from './assets/assets-section.tsx';
import { CoverSection, MessageSection } from './cover/cover-section.tsx';
import { EditorTopBar } from './editor-top-bar.tsx';
import { EditorSkeleton, LoadError } from './load-states.tsx';
import type { EditorPresentation } from './types.ts';
import { useAssetQueue } from './use-asset-queue.ts';
import { useCover } from './use-cover.ts';
import { usePresentation } from './use-presentation.ts';

/** edit/{presentationId} under each presentations tab. An unknown id goes to /404. */
export function EditorPage() {
  const { id, base, missing, presentation, query } = usePresentation();
  if (missing) return <Navigate to="/404" replace />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!presentation) return <EditorSkeleton />;
  return <Editor key={id} presentation={presentation} base={base} />;
}

function Editor({ presentation, base }: { presentation: EditorPresentation; base: string }) {
  const cover = useCover(presentation.id);
  const ops = useAssetQueue(presentation.id);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <EditorTopBar base={base} id={presentation.id} />
      {presentation.starterTemplate && <Notice>{STARTER_TEMPLATE_TEXTS.hint}</Notice>}
      <CoverSection presentation={presentation} cover={cover} />
      <MessageSection presentation={presentation} cover={cover} field="openingMsg" />
      <AssetsSection presentation={presentation} ops={ops} />
      <MessageSection presentation={presentation} cover={cover} field="closingMsg" />
    </div>
  );
}
