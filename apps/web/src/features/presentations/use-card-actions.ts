import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { useUser } from '../accounts/api.ts';
import { useRemoveFromFolder } from '../folders/api.ts';
import { reportActionError } from './action-errors.ts';
import {
  useClonePresentation,
  useDeletePresentation,
  useMakeTemplate,
  useRestorePresentation,
  useSetArchived,
  useSetFavorite,
  useUseTemplate,
} from './api.ts';
import type { CardAction } from './card-actions-model.ts';
import { openCardDialog } from './card-dialog-store.ts';
import { canUsePremium, openUpgradeDialog } from './premium.ts';
import { editPath } from './tabs.ts';
import type { Presentation } from './types.ts';

/** Runs one card action with its toast (spec §8); an action with a choice opens its dialog. */
export function useCardActions() {
  const user = useUser();
  const navigate = useNavigate();
  const favorite = useSetFavorite();
  const archive = useSetArchived();
  const remove = useDeletePresentation();
  const restore = useRestorePresentation();
  const clone = useClonePresentation();
  const makeTemplate = useMakeTemplate();
  const fromTemplate = useUseTemplate();
  const leaveFolder = useRemoveFromFolder();
  const premium = canUsePremium(user);

  const undo = (action: () => Promise<unknown>) => ({
    label: 'Undo',
    onClick: () => {
      action().then(() => notify.success(), reportActionError);
    },
  });

  const steps: Record<CardAction, (item: Presentation) => unknown> = {
    favorite: (item) =>
      premium
        ? favorite.mutateAsync({ id: item.id, favorite: true }).then(() => notify.success())
        : openUpgradeDialog(),
    unfavorite: (item) => favorite.mutateAsync({ id: item.id, favorite: false }).then(() => notify.success()),
    moveToFolder: (item) => (premium ? openCardDialog({ kind: 'folder', item }) : openUpgradeDialog()),
    removeFromFolder: (item) =>
      item.folder
        ? leaveFolder.mutateAsync({ folderId: item.folder.id, item }).then(() => notify.success())
        : undefined,
    clone: (item) => clone.mutateAsync(item.id).then(() => notify.success()),
    makeTemplate: (item) => {
      const companies = user?.companies ?? [];
      if (companies.length > 1) return openCardDialog({ kind: 'template', item });
      const [only] = companies;
      return (
        only && makeTemplate.mutateAsync({ id: item.id, companies: [only.id] }).then(() => notify.success())
      );
    },
    useTemplate: (item) =>
      fromTemplate.mutateAsync(item.id).then((created) => navigate(editPath('/presentations', created.id))),
    archive: (item) =>
      archive.mutateAsync({ id: item.id, archived: true }).then(() =>
        notify.success(undefined, {
          action: undo(() => archive.mutateAsync({ id: item.id, archived: false })),
        }),
      ),
    restore: (item) => restore.mutateAsync(item.id).then(() => notify.success()),
    delete: (item) =>
      remove
        .mutateAsync(item.id)
        .then(() => notify.success(undefined, { action: undo(() => restore.mutateAsync(item.id)) })),
    purge: (item) => openCardDialog({ kind: 'purge', item }),
  };

  return (action: CardAction, item: Presentation) => {
    Promise.resolve(steps[action](item)).catch(reportActionError);
  };
}
