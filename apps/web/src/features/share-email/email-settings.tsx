import { SHARE_EMAIL_TEXTS } from '@folio/shared';
import { TextField } from '../../ui/field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { AdvancedSection } from '../sharing/advanced-section.tsx';
import type { LinkSettingsToggle } from '../sharing/link-settings.ts';
import { RequireContactSwitches } from '../sharing/require-contact-switches.tsx';
import { isPremiumSwitch } from '../sharing/settings.ts';
import { ShareSwitch } from '../sharing/share-switch.tsx';
import type { Offered, ShareEmailForm } from './form.ts';
import type { PageOneErrors } from './validate.ts';

type Toggle = LinkSettingsToggle | 'hasAutoReminder';

type EmailSettingsProps = {
  form: ShareEmailForm;
  errors: PageOneErrors;
  offered: Offered;
  premium: boolean;
  readOnly: boolean;
  onChange: (change: Partial<ShareEmailForm>) => void;
};

/** Page one's switches (spec §2): the same settings as a share link, and automatic reminders. */
export function EmailSettings({ form, errors, offered, premium, readOnly, onChange }: EmailSettingsProps) {
  const toggle = (name: Toggle, label: string) => ({
    label,
    checked: form[name],
    locked: !premium && isPremiumSwitch(name),
    disabled: readOnly,
    onCheckedChange: (checked: boolean) =>
      // Toggling protection clears the password (spec §4).
      onChange(name === 'passwordProtect' ? { passwordProtect: checked, password: '' } : { [name]: checked }),
  });
  const text = (name: 'requireEmailMessage' | 'requirePhoneNumberMessage' | 'password') => ({
    value: form[name],
    disabled: readOnly,
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  const days = (name: 'daysUntilNextReminder' | 'reminderInterval') => ({
    type: 'number',
    inputMode: 'numeric' as const,
    min: 1,
    max: 30,
    value: form[name],
    disabled: readOnly,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });

  return (
    <div className="flex flex-col gap-4">
      <ShareSwitch {...toggle('activityEmailUpdates', 'Receive analytics by email')} />
      <RequireContactSwitches toggle={toggle} message={text} />
      <AdvancedSection
        initiallyOpen={
          readOnly &&
          (form.preventDownload || form.preventFeedback || form.preventPrinting || form.passwordProtect)
        }
      >
        <ShareSwitch {...toggle('preventDownload', 'Disable asset download')} />
        {offered.feedback && <ShareSwitch {...toggle('preventFeedback', 'Disable feedback')} />}
        {offered.printing && <ShareSwitch {...toggle('preventPrinting', 'Disable presentation printing')} />}
        <ShareSwitch {...toggle('passwordProtect', 'Password protect')}>
          {!readOnly && (
            <PasswordField
              label="Password"
              autoComplete="new-password"
              error={errors.password}
              {...text('password')}
            />
          )}
        </ShareSwitch>
        {offered.reminders && (
          <ShareSwitch
            {...toggle('hasAutoReminder', 'Send automatic reminders')}
            tooltip={SHARE_EMAIL_TEXTS.remindersTooltip}
          >
            <div className="grid items-end gap-3 wide:grid-cols-2">
              <TextField label="Days before sending first reminder:" {...days('daysUntilNextReminder')} />
              <TextField label="Days between reminders" {...days('reminderInterval')} />
            </div>
          </ShareSwitch>
        )}
      </AdvancedSection>
    </div>
  );
}
