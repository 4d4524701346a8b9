import { ArrowLeft } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { PresentationView } from '../../viewer/presentation-view.tsx';
import { EditorSkeleton, LoadError } from './load-states.tsx';
import { editPath } from './paths.ts';
import { useConversionUpdates } from './uploads/use-conversion-updates.ts';
import { usePresentation } from './use-presentation.ts';

/** preview/{presentationId}: the presentation exactly as a recipient sees it, under a bar back to the editor. */
export function PreviewPage() {
  const { id, base, missing, presentation, query } = usePresentation();
  // Files still converting fill in their pages while the owner looks.
  useConversionUpdates(id);
  if (missing) return <Navigate to="/404" replace />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!presentation) return <EditorSkeleton />;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-theme px-4 py-3 text-white">
        <p className="text-sm">
          <span className="font-semibold">Preview.</span> This is what your recipients see.
        </p>
        <Link to={editPath(base, id)} className={buttonClass('secondary', 'sm', 'border-transparent')}>
          <ArrowLeft className="size-4" aria-hidden />
          Back to editor
        </Link>
      </div>
      {/* Assets not created yet (an upload on its way) are not the recipients' to see. */}
      <PresentationView
        presentation={{ ...presentation, assets: presentation.assets.filter((a) => !a.pending) }}
      />
    </div>
  );
}
