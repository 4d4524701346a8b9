import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { presentationQuery } from './api.ts';
import { isNotFound, parseId, tabBase } from './paths.ts';
import type { EditorPresentation } from './types.ts';

/** The presentation of the address (edit/{id} or preview/{id}), the tab it sits under, and whether it exists. */
export function usePresentation() {
  const params = useParams();
  const { pathname } = useLocation();
  const id = parseId(params.presentationId);
  const query = useQuery({ ...presentationQuery(id ?? 0), enabled: id !== null });
  return {
    id: id ?? 0,
    base: tabBase(pathname),
    missing: id === null || isNotFound(query.error),
    presentation: query.data as EditorPresentation | undefined,
    query,
  };
}
