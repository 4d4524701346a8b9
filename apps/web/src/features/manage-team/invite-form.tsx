import { emailField, INVITE_MESSAGE_MAX, personNameSchema, type TeamRole, textSchema } from '@folio/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isTokenNotValid } from '../../lib/api.ts';
import { firstMessage, placeFieldErrors } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { FieldFrame, inputClass, TextField } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useInvite } from './manage-team-api.ts';
import { MANAGE_TEAM_TEXTS, ROLE_OPTIONS } from './manage-team-texts.ts';
import { TeamSection } from './team-section.tsx';
import type { Team } from './team-types.ts';

const optionalName = personNameSchema.or(z.literal(''));
const inviteSchema = z.object({
  email: emailField(),
  firstName: optionalName,
  lastName: optionalName,
  message: textSchema({ max: INVITE_MESSAGE_MAX, multiline: true }),
  role: z.enum(['member', 'admin']),
});
type InviteValues = z.infer<typeof inviteSchema>;

const FIELDS = ['email', 'firstName', 'lastName', 'message', 'role'] as const;
const EMPTY: InviteValues = { email: '', firstName: '', lastName: '', message: '', role: 'member' };

/** Invites someone by e-mail to join the team; while every seat is taken it offers to add seats instead. */
export function InviteForm({ team, onAddSeats }: { team: Team; onAddSeats: () => void }) {
  const ids = { role: useId(), message: useId() };
  const invite = useInvite(team.id);
  const full = team.seatsUsed >= team.seats;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<InviteValues>({ resolver: zodResolver(inviteSchema), mode: 'onTouched', defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const sent = await invite.mutateAsync({
        email: values.email,
        role: values.role as TeamRole,
        ...(values.firstName && { firstName: values.firstName }),
        ...(values.lastName && { lastName: values.lastName }),
        ...(values.message && { message: values.message }),
      });
      notify.success(MANAGE_TEAM_TEXTS.inviteSent(sent.email));
      reset(EMPTY);
    } catch (error) {
      if (isTokenNotValid(error)) return;
      if (!placeFieldErrors(error, FIELDS, setError)) notify.error(firstMessage(error));
    }
  });

  return (
    <TeamSection id="team-invite" title="Invite a colleague">
      {full && (
        <Notice tone="warning">
          <p>{MANAGE_TEAM_TEXTS.seatsFull(team.seats)}</p>
          {team.isCompanyPays && (
            <Button variant="link" onClick={onAddSeats}>
              Add seats
            </Button>
          )}
        </Notice>
      )}
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={full} className="grid gap-4 wide:grid-cols-2">
          <legend className="sr-only">Invite a colleague</legend>
          <div className="wide:col-span-2">
            <TextField
              label="E-mail"
              type="email"
              autoComplete="off"
              error={errors.email?.message}
              {...register('email')}
            />
          </div>
          <TextField
            label="First name (optional)"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name (optional)"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <div className="wide:col-span-2">
            <FieldFrame id={ids.message} label="Message (optional)" error={errors.message?.message}>
              <textarea
                id={ids.message}
                rows={3}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? `${ids.message}-error` : undefined}
                className={inputClass(Boolean(errors.message), 'h-auto min-h-24 py-3')}
                {...register('message')}
              />
            </FieldFrame>
          </div>
          <FieldFrame id={ids.role} label="Role" error={errors.role?.message}>
            <select id={ids.role} className={inputClass(Boolean(errors.role))} {...register('role')}>
              {ROLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FieldFrame>
          <div className="flex items-end">
            <Button type="submit" size="lg" className="w-full wide:w-auto" loading={invite.isPending}>
              Send invite
            </Button>
          </div>
        </fieldset>
      </form>
    </TeamSection>
  );
}
