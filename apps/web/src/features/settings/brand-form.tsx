import { BRANDING_TEXTS } from '@folio/shared';
import { type FormEvent, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { DEFAULT_THEME_COLOR } from '../../lib/theme.ts';
import { Button } from '../../ui/button.tsx';
import type { User } from '../accounts/types.ts';
import { canUsePremium, isPremiumRequired, openUpgradeDialog } from '../presentations/premium.ts';
import { ShareSwitch } from '../sharing/share-switch.tsx';
import { useUpdateBranding, useUpdateLogo } from './branding-api.ts';
import { ColorField, isHexColor } from './color-field.tsx';
import { LogoPicker } from './logo-picker.tsx';
import { TeamBrandSection } from './team-brand-section.tsx';

/** The message of a failed call: the server's detail or field message, else the default toast. */
export function messageOf(error: unknown, field?: string) {
  const body = (error ?? {}) as Record<string, unknown>;
  const value = field ? body[field] : undefined;
  if (Array.isArray(value)) return String(value[0]);
  return typeof body.detail === 'string' ? body.detail : undefined;
}

/**
 * The brand tab: white label (premium), the logo recipients see in the header, and the primary colour
 * with the four shades the app and the recipient pages use.
 */
export function BrandForm({ user }: { user: User }) {
  const premium = canUsePremium(user);
  const [whiteLabel, setWhiteLabel] = useState(user.branding.showWhiteLabel);
  const [hideHeader, setHideHeader] = useState(user.branding.hideRecipientHeader);
  const [color, setColor] = useState(user.branding.ownPrimaryColor ?? DEFAULT_THEME_COLOR);
  const [colorError, setColorError] = useState<string>();
  const branding = useUpdateBranding();
  const logo = useUpdateLogo();
  const valid = isHexColor(color);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid) {
      setColorError(BRANDING_TEXTS.invalidColor);
      return;
    }
    try {
      await branding.mutateAsync({
        show_white_label: whiteLabel,
        hide_recipient_header: hideHeader,
        primary_color: color.trim().toLowerCase(),
      });
      notify.success(BRANDING_TEXTS.saved);
    } catch (error) {
      if (isPremiumRequired(error)) openUpgradeDialog();
      const field = messageOf(error, 'primary_color');
      if (field) setColorError(field);
      else notify.error(messageOf(error));
    }
  }

  async function onLogo(chosen: File) {
    try {
      await logo.mutateAsync(chosen);
      notify.success('Your logo was uploaded.');
    } catch (error) {
      notify.error(messageOf(error, 'logo') ?? messageOf(error));
    }
  }

  return (
    <div className="flex flex-col gap-12">
      <TeamBrandSection user={user} />
      <form noValidate onSubmit={onSubmit} aria-label="Your brand" className="flex flex-col gap-8">
        {user.companies.length > 0 && <h3 className="text-lg font-semibold text-ink">Your brand</h3>}
        <ShareSwitch
          label="Show white label"
          checked={whiteLabel}
          onCheckedChange={setWhiteLabel}
          locked={!premium && !whiteLabel}
        />
        <p className="-mt-6 text-sm text-muted">
          Recipients see your logo and colour in the header of what you share, instead of Folio’s.
        </p>
        <ShareSwitch
          label="Hide the header on recipient pages"
          checked={hideHeader}
          onCheckedChange={setHideHeader}
          locked={!premium && !hideHeader}
        />
        <p className="-mt-6 text-sm text-muted">
          What you share opens on its cover, with no header above it.
        </p>
        <LogoPicker
          id="brand-logo"
          title="Logo"
          logo={user.logo}
          alt="Your logo"
          pending={logo.isPending}
          onFile={onLogo}
          onRemove={() => logo.mutate(null)}
        />
        <ColorField
          label="Primary colour"
          value={color}
          onChange={setColor}
          error={colorError}
          onError={setColorError}
        />
        <Button type="submit" size="lg" loading={branding.isPending} className="self-start">
          Save brand
        </Button>
      </form>
    </div>
  );
}
