import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { fieldMessages } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useFeatureFlags, useUser } from '../accounts/api.ts';
import { reportActionError } from '../presentations/action-errors.ts';
import { canUsePremium } from '../presentations/premium.ts';
import { AdvancedSection } from './advanced-section.tsx';
import { hasLimits } from './link-limits.ts';
import { LinkLimitsFields } from './link-limits-fields.tsx';
import type { LinkSettingsToggle } from './link-settings.ts';
import { RequireContactSwitches } from './require-contact-switches.tsx';
import { isPremiumSwitch, type ShareLinkForm, shareLinkFormSchema } from './settings.ts';
import { ShareSwitch } from './share-switch.tsx';
import type { SharedItem } from './types.ts';
import { VerifiedAccessSwitch } from './verified-access-switch.tsx';
import { WatermarkSwitch } from './watermark-switch.tsx';

type ShareLinkFormProps = {
  item: SharedItem;
  initial: ShareLinkForm;
  submitLabel: string;
  save: (form: ShareLinkForm) => Promise<unknown>;
};

/** Step 1 of the share link dialog: the link's name and settings (spec §2, §4, §5). */
export function ShareLinkSettingsForm({ item, initial, submitLabel, save }: ShareLinkFormProps) {
  const user = useUser();
  const flags = useFeatureFlags();
  const premium = canUsePremium(user);
  const { register, handleSubmit, watch, setValue, clearErrors, setError, formState } =
    useForm<ShareLinkForm>({
      resolver: zodResolver(shareLinkFormSchema),
      // Checked on Generate, then as the user corrects: not when the focus merely leaves the empty name.
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      defaultValues: initial,
    });
  const values = watch();
  const isDocument = item.type === 'document';

  const toggle = (name: LinkSettingsToggle | 'verifyEmail', label: string) => ({
    label,
    checked: values[name],
    locked: !premium && isPremiumSwitch(name),
    onCheckedChange: (checked: boolean) => {
      setValue(name, checked, { shouldDirty: true });
      if (name === 'passwordProtect') {
        setValue('password', '');
        clearErrors('password');
      }
    },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      await save(form);
    } catch (error) {
      const [name] = fieldMessages(error, 'name');
      const [password] = fieldMessages(error, 'passwordProtect');
      const [expiry] = fieldMessages(error, 'expiresAt');
      if (expiry) setError('expiresAt', { message: expiry });
      if (name) setError('name', { message: name });
      if (password) setError('password', { message: password });
      if (!name && !password && !expiry) reportActionError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Link name"
        placeholder="e.g. For the Smiths"
        autoComplete="off"
        maxLength={256}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <ShareSwitch {...toggle('activityEmailUpdates', 'Receive analytics by email')} />
      <RequireContactSwitches toggle={toggle} message={register} />
      <VerifiedAccessSwitch
        toggle={toggle('verifyEmail', 'Verify e-mail')}
        allowList={values.allowList}
        blockList={values.blockList}
        errors={{
          allowList: formState.errors.allowList?.message,
          blockList: formState.errors.blockList?.message,
        }}
        onListChange={(name, value) =>
          setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted })
        }
      />
      <AdvancedSection
        // Opened at once when the link being edited uses one of its settings.
        initiallyOpen={
          initial.preventDownload ||
          initial.preventFeedback ||
          initial.preventPrinting ||
          initial.passwordProtect ||
          hasLimits(initial) ||
          initial.watermark
        }
      >
        <ShareSwitch {...toggle('preventDownload', 'Disable asset download')} />
        {!isDocument && <ShareSwitch {...toggle('preventFeedback', 'Disable feedback')} />}
        {flags?.print && !isDocument && (
          <ShareSwitch {...toggle('preventPrinting', 'Disable presentation printing')} />
        )}
        <WatermarkSwitch
          checked={values.watermark}
          opacity={values.watermarkOpacity}
          locked={!premium}
          onCheckedChange={(checked) => setValue('watermark', checked, { shouldDirty: true })}
          onOpacityChange={(opacity) => setValue('watermarkOpacity', opacity, { shouldDirty: true })}
        />
        <ShareSwitch {...toggle('passwordProtect', 'Password protect')}>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            hint={values.hasPassword ? 'A password is set: type a new one to change it.' : undefined}
            error={formState.errors.password?.message}
            {...register('password')}
          />
        </ShareSwitch>
        <LinkLimitsFields register={register} errors={formState.errors} locked={!premium} />
      </AdvancedSection>
      <Button type="submit" className="mt-2 wide:self-end" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
