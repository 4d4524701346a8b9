import {
  HOT_LEAD_MINUTES,
  MESSAGES,
  NOTIFICATION_CHANNELS,
  type SettableCategory,
  VIEW_EMAIL_TEXTS,
  type ViewEmailMode,
} from '@folio/shared';
import { type FormEvent, useState } from 'react';
import { isTokenNotValid } from '../../lib/api.ts';
import { fieldMessages, firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import type { User } from '../accounts/types.ts';
import { CATEGORY_GROUPS, CHANNEL_LABELS } from './notification-categories.ts';
import { CategoryRow, type ChannelCell } from './notification-category-row.tsx';
import {
  type ChannelChoices,
  channelsOf,
  choicesOf,
  useSaveNotificationSettings,
} from './notification-settings-api.ts';
import { HotLeadMinutes, ViewEmailTiming } from './notification-settings-extras.tsx';

/** Whole minutes in the allowed range, else the message the server would give. */
const minutesProblem = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= HOT_LEAD_MINUTES.min && n <= HOT_LEAD_MINUTES.max
    ? null
    : VIEW_EMAIL_TEXTS.minutesInvalid;
};

/** The choices as last saved; hot lead alerts turned off altogether (no minutes) show every channel off. */
function initialChoices(user: User): ChannelChoices {
  const choices = choicesOf(user);
  if (user.hotLeadMinutes === null) choices.hot_lead = { in_app: false, email: false, push: false };
  return choices;
}

/**
 * The notifications tab's one form: per category of spec §9, in the app (the bell), e-mail and push.
 * E-mails about views keep their timing (each first view or a daily digest), hot leads their minutes.
 */
export function NotificationSettingsForm({ user }: { user: User }) {
  const save = useSaveNotificationSettings();
  const [choices, setChoices] = useState(() => initialChoices(user));
  const [viewEmails, setViewEmails] = useState<ViewEmailMode>(user.viewEmails);
  const [minutes, setMinutes] = useState(String(user.hotLeadMinutes ?? HOT_LEAD_MINUTES.default));
  const [minutesError, setMinutesError] = useState<string | null>(null);
  // A push repeats the bell's entry, so the bell or e-mail has to be on for an alert to go anywhere.
  const hotLeads = Boolean(choices.hot_lead.in_app || choices.hot_lead.email);

  const cellsOf = (category: SettableCategory): ChannelCell[] => {
    const own = choices[category];
    const set = (channel: keyof typeof own, on: boolean) =>
      setChoices((current) => ({ ...current, [category]: { ...current[category], [channel]: on } }));
    return NOTIFICATION_CHANNELS.map((channel) => {
      // Views' e-mails are the view_emails mode: on is 'instant' or 'daily', off is 'none'.
      if (category === 'presentation_viewed' && channel === 'email')
        return {
          channel,
          checked: viewEmails !== 'none',
          onChange: (on) => setViewEmails(on ? 'instant' : 'none'),
        };
      if (!channelsOf(category).includes(channel)) return null;
      return {
        channel,
        // A push repeats the bell's entry: with the bell off there is nothing to push.
        checked: Boolean(own[channel]) && (channel !== 'push' || own.in_app !== false),
        disabled: channel === 'push' && own.in_app === false,
        onChange: (on) => set(channel, on),
      };
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = hotLeads ? minutesProblem(minutes) : null;
    setMinutesError(problem);
    if (problem) return;
    try {
      const saved = await save.mutateAsync({
        notification_settings: choices,
        view_emails: viewEmails,
        hot_lead_minutes: hotLeads ? Number(minutes) : null,
      });
      setChoices(initialChoices(saved));
      notify.success(MESSAGES.toastSuccess);
    } catch (error) {
      if (isTokenNotValid(error)) return;
      const [refused] = fieldMessages(error, 'hotLeadMinutes');
      if (refused) setMinutesError(refused);
      else notify.error(firstMessage(error) ?? MESSAGES.toastError);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Notification settings" className="flex flex-col gap-8">
      <div className="flex flex-col gap-6">
        <div
          aria-hidden
          className="hidden grid-cols-[1fr_repeat(3,4.5rem)] gap-2 border-b border-mist pb-2 text-xs font-medium text-muted wide:grid"
        >
          <span />
          {NOTIFICATION_CHANNELS.map((c) => (
            <span key={c} className="text-center">
              {CHANNEL_LABELS[c]}
            </span>
          ))}
        </div>
        {CATEGORY_GROUPS.map((group) => (
          <fieldset key={group.title} className="flex flex-col">
            <legend className="text-xs font-semibold tracking-wide text-theme uppercase">
              {group.title}
            </legend>
            <ul className="flex flex-col divide-y divide-mist">
              {group.categories.map((category) => (
                <CategoryRow key={category} category={category} cells={cellsOf(category)}>
                  {category === 'presentation_viewed' && viewEmails !== 'none' && (
                    <ViewEmailTiming mode={viewEmails} onChange={setViewEmails} />
                  )}
                  {category === 'hot_lead' && hotLeads && (
                    <HotLeadMinutes value={minutes} error={minutesError} onChange={setMinutes} />
                  )}
                </CategoryRow>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
      <p className="text-sm text-muted">
        Push goes to the browsers where you turned on browser notifications above. It repeats what the bell
        shows, so it needs “In the app”.
      </p>
      <Button type="submit" size="lg" loading={save.isPending} className="w-full wide:w-auto wide:self-start">
        Save
      </Button>
    </form>
  );
}
