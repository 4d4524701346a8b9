import type {
  PresentationDetail as PresentationDetailWire,
  Presentation as PresentationWire,
} from '@folio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { accountKeys, useUser } from '../accounts/api.ts';
import type { ListChange } from './list-rules.ts';
import { changeLists, presentationKeys } from './queries.ts';
import type { Presentation } from './types.ts';

export { presentationKeys, presentationListQuery } from './queries.ts';

const post = <T>(path: string, body?: object) => api<T>(path, { method: 'POST', body });

/** A mutation whose answer changes the cached lists (spec §4). */
function useListMutation<V, R>(call: (vars: V) => Promise<R>, change: (answer: R, vars: V) => ListChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer, vars) => changeLists(queryClient, change(answer, vars)),
  });
}

/** POST /presentations {title: ''}: a new, empty presentation. */
export const useCreatePresentation = () =>
  useListMutation(
    () => post<PresentationDetailWire>('/presentations', { title: '' }),
    (item) => ({ type: 'created', item }),
  );

export const useSetFavorite = () =>
  useListMutation(
    ({ id, favorite }: { id: number; favorite: boolean }) =>
      post<PresentationWire>(`/presentations/${id}/${favorite ? 'favorite' : 'remove-favorite'}`),
    (item) => ({ type: 'favorite', item }),
  );

/** PATCH archived true (archive) or false (unarchive, back in the main list). */
export const useSetArchived = () =>
  useListMutation(
    ({ id, archived }: { id: number; archived: boolean }) =>
      api<PresentationDetailWire>(`/presentations/${id}`, { method: 'PATCH', body: { archived } }),
    (item): ListChange => (item.archived ? { type: 'archived', id: item.id } : { type: 'restored', item }),
  );

/** DELETE /presentations/{id}: it leaves every tab; restore brings it back. */
export const useDeletePresentation = () =>
  useListMutation(
    (id: number) => api<void>(`/presentations/${id}`, { method: 'DELETE' }),
    (_, id) => ({ type: 'deleted', id }),
  );

/** DELETE /presentations/{id}/delete: gone for good. */
export const usePurgePresentation = () =>
  useListMutation(
    (id: number) => api<void>(`/presentations/${id}/delete`, { method: 'DELETE' }),
    (_, id) => ({ type: 'deleted', id }),
  );

/** POST /presentations/{id}/restore: a deleted or archived presentation, back in the main list. */
export const useRestorePresentation = () =>
  useListMutation(
    (id: number) => post<PresentationWire>(`/presentations/${id}/restore`),
    (item) => ({ type: 'restored', item }),
  );

export const useClonePresentation = () =>
  useListMutation(
    (id: number) => post<PresentationWire>(`/presentations/${id}/clone`),
    (item) => ({ type: 'created', item }),
  );

/** POST /presentations/{id}/make-template: one template for each chosen team. */
export function useMakeTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, companies }: { id: number; companies: number[] }) =>
      post<{ results: PresentationWire[] }>(`/presentations/${id}/make-template`, { companies }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presentationKeys.tab('templates') }),
  });
}

/**
 * POST /presentations {company, notifyTeamMember: true}: a new template of that team (the floating action
 * menu's company list); the team's other members are told.
 */
export function useCreateTeamTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: number) =>
      post<PresentationDetailWire>('/presentations', { title: '', company, notifyTeamMember: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presentationKeys.tab('templates') }),
  });
}

/** POST /client/presentations/{id}/use-template: a presentation of the user's own; counters change. */
export function useUseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post<PresentationDetailWire>(`/client/presentations/${id}/use-template`),
    onSuccess: async (item) => {
      await changeLists(queryClient, { type: 'created', item });
      await queryClient.invalidateQueries({ queryKey: accountKeys.user });
    },
  });
}

/** Moves into a folder (or out of it, with folder null) and tells every list (spec §4). */
export function useFolderChange() {
  const queryClient = useQueryClient();
  const hideInFolders = useUser()?.hideInFolders ?? false;
  return (item: Presentation, folder: Presentation['folder']) =>
    changeLists(queryClient, { type: 'folder', item: { ...item, folder }, hideInFolders });
}

/** POST /presentations/starter-templates: the starters of an empty account (0 once it had them or content). */
export function useAddStarterTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<{ created: number }>('/presentations/starter-templates'),
    onSuccess: ({ created }) => {
      if (created > 0) return queryClient.invalidateQueries({ queryKey: presentationKeys.lists() });
    },
  });
}
