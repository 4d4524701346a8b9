import { useNavigate } from 'react-router';
import { useMoveToFolder } from '../folders/api.ts';
import { reportActionError } from './action-errors.ts';
import { useCreatePresentation, useCreateTeamTemplate } from './api.ts';
import { editPath, listBase } from './tabs.ts';

/** 'Create presentation': POST /presentations {title: ''}, into the open folder if any, then its editor. */
export function useCreateAndEdit(folder: { id: number; name: string } | null) {
  const create = useCreatePresentation();
  const move = useMoveToFolder();
  const navigate = useNavigate();
  const start = async () => {
    try {
      const item = await create.mutateAsync();
      if (folder) await move.mutateAsync({ folder, item });
      await navigate(editPath(listBase('folders', folder?.id ?? null), item.id));
    } catch (error) {
      reportActionError(error);
    }
  };
  return { start, pending: create.isPending || move.isPending };
}

/** A new template for one of the user's teams, then its editor under the templates tab. */
export function useCreateTeamTemplateAndEdit() {
  const create = useCreateTeamTemplate();
  const navigate = useNavigate();
  const start = async (company: number) => {
    try {
      const item = await create.mutateAsync(company);
      await navigate(editPath(listBase('templates', null), item.id));
    } catch (error) {
      reportActionError(error);
    }
  };
  return { start, pending: create.isPending };
}
