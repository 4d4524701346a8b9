import type { Presentation } from '@folio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../lib/api.ts';
import { firstMessage } from '../../lib/errors.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { isNotFound, parseId } from '../editor/paths.ts';

const HASH = /^[0-9a-f]{40}$/;

/** POST /presentations/{id}/clone with the share link's hash: a copy of a presentation sent to the user. */
function useCloneFromLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hash }: { id: number; hash: string }) =>
      api<Presentation>(`/presentations/${id}/clone`, { method: 'POST', body: { hash } }),
    // The lists hold the copy from now on ('presentations' is presentationKeys.all, not imported: see routes.ts).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['presentations'] }),
  });
}

function CloneFailed({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-5 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-danger/10 text-danger">
        <FileX className="size-6" aria-hidden />
      </span>
      <h1 className="text-2xl font-semibold text-ink">This presentation could not be copied</h1>
      <p role="alert" className="text-muted">
        {message}
      </p>
      <Link to="/presentations" className={buttonClass('primary', 'lg')}>
        Go to Presentations
      </Link>
    </div>
  );
}

/** /clone/presentations/{hash}/{id} (spec §2): makes the copy, then opens it in the editor. */
export function ClonePage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = parseId(params.presentationId);
  const hash = params.hash?.toLowerCase() ?? '';
  const valid = id !== null && HASH.test(hash);
  const clone = useCloneFromLink();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: a second copy would be another presentation.
    if (!valid || started.current) return;
    started.current = true;
    clone.mutate(
      { id, hash },
      { onSuccess: (copy) => void navigate(`/presentations/edit/${copy.id}`, { replace: true }) },
    );
  }, [valid, id, hash, clone, navigate]);

  if (!valid) return <CloneFailed message="This link is not a valid link to a presentation." />;
  if (clone.isError)
    return (
      <CloneFailed
        message={
          (!isNotFound(clone.error) && firstMessage(clone.error)) ||
          'The link may have been disabled, or the presentation removed. Ask its sender for a new link.'
        }
      />
    );
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-24 text-muted">
      <Spinner className="size-8 text-theme" label="Copying the presentation" />
      <p>Copying the presentation…</p>
    </div>
  );
}
