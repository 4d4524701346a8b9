import { TEAM_NAME_MAX, TEAM_TEXTS, textSchema } from '@folio/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isTokenNotValid } from '../../lib/api.ts';
import { fieldMessages, firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { useRenameTeam } from './manage-team-api.ts';
import { MANAGE_TEAM_TEXTS } from './manage-team-texts.ts';
import type { Team } from './team-types.ts';

const nameSchema = z.object({ name: textSchema({ max: TEAM_NAME_MAX }).min(1, TEAM_TEXTS.nameRequired) });
type NameValues = z.infer<typeof nameSchema>;

/** The team's name, which members see in their menus and invites; PATCH /api/company/{id}. */
export function TeamNameForm({ team }: { team: Team }) {
  const rename = useRenameTeam(team.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
    reset,
  } = useForm<NameValues>({
    resolver: zodResolver(nameSchema),
    mode: 'onTouched',
    values: { name: team.name },
  });

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const saved = await rename.mutateAsync(name);
      reset({ name: saved.name });
      notify.success(MANAGE_TEAM_TEXTS.nameSaved);
    } catch (error) {
      if (isTokenNotValid(error)) return;
      const [message] = fieldMessages(error, 'name');
      if (message) setError('name', { message });
      else notify.error(firstMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 wide:flex-row wide:items-start">
      <div className="flex-1">
        <TextField
          label={MANAGE_TEAM_TEXTS.nameLabel}
          placeholder={TEAM_TEXTS.namePlaceholder}
          autoComplete="organization"
          error={errors.name?.message}
          {...register('name')}
        />
      </div>
      <Button type="submit" size="lg" className="wide:mt-7" disabled={!isDirty} loading={rename.isPending}>
        Save
      </Button>
    </form>
  );
}
