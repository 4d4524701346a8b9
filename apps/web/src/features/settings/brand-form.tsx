import { BRANDING_TEXTS } from '@folio/shared';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { DEFAULT_THEME_COLOR, themeShades } from '../../lib/theme.ts';
import { Button } from '../../ui/button.tsx';
import { FieldFrame, inputClass } from '../../ui/field.tsx';
import type { User } from '../accounts/types.ts';
import { canUsePremium, isPremiumRequired, openUpgradeDialog } from '../presentations/premium.ts';
import { ShareSwitch } from '../sharing/share-switch.tsx';
import { useUpdateBranding, useUpdateLogo } from './branding-api.ts';

const HEX = /^#[0-9a-f]{6}$/i;
const LOGO_TYPES = 'image/png,image/jpeg,image/bmp,image/webp';

/** The message of a failed call: the server's detail or field message, else the default toast. */
function messageOf(error: unknown, field?: string) {
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
  const [color, setColor] = useState(user.branding.primaryColor ?? user.primaryColor ?? DEFAULT_THEME_COLOR);
  const [colorError, setColorError] = useState<string>();
  const branding = useUpdateBranding();
  const logo = useUpdateLogo();
  const file = useRef<HTMLInputElement>(null);
  const colorId = useId();
  const valid = HEX.test(color.trim());
  const shades = themeShades(valid ? color.trim() : DEFAULT_THEME_COLOR);

  function onColor(event: ChangeEvent<HTMLInputElement>) {
    setColor(event.target.value);
    setColorError(undefined);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid) {
      setColorError(BRANDING_TEXTS.invalidColor);
      return;
    }
    try {
      await branding.mutateAsync({ show_white_label: whiteLabel, primary_color: color.trim().toLowerCase() });
      notify.success(BRANDING_TEXTS.saved);
    } catch (error) {
      if (isPremiumRequired(error)) openUpgradeDialog();
      const field = messageOf(error, 'primary_color');
      if (field) setColorError(field);
      else notify.error(messageOf(error));
    }
  }

  async function onLogo(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    try {
      await logo.mutateAsync(chosen);
      notify.success('Your logo was uploaded.');
    } catch (error) {
      notify.error(messageOf(error, 'logo') ?? messageOf(error));
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <ShareSwitch
        label="Show white label"
        checked={whiteLabel}
        onCheckedChange={setWhiteLabel}
        locked={!premium && !whiteLabel}
      />
      <p className="-mt-6 text-sm text-muted">
        Recipients see your logo and colour in the header of what you share, instead of Folio’s.
      </p>

      <section aria-labelledby="brand-logo" className="flex flex-col gap-3">
        <h3 id="brand-logo" className="text-sm font-medium text-ink">
          Logo
        </h3>
        <div className="flex flex-wrap items-center gap-4">
          <div className="grid h-16 w-40 place-items-center rounded-xl border border-dashed border-mist bg-paper p-2">
            {user.logo ? (
              <img src={user.logo} alt="Your logo" className="max-h-full max-w-full object-contain" />
            ) : (
              <span className="text-sm text-muted">No logo yet</span>
            )}
          </div>
          <div className="flex gap-2">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              loading={logo.isPending}
              onClick={() => file.current?.click()}
            >
              {user.logo ? 'Change logo' : 'Upload logo'}
            </Button>
            {user.logo && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={logo.isPending}
                onClick={() => logo.mutate(null)}
              >
                Remove
              </Button>
            )}
          </div>
          <input
            ref={file}
            type="file"
            accept={LOGO_TYPES}
            className="sr-only"
            tabIndex={-1}
            aria-label="Logo file"
            onChange={onLogo}
          />
        </div>
      </section>

      <FieldFrame id={colorId} label="Primary colour" error={colorError}>
        <div className="flex items-center gap-3">
          <input
            type="color"
            aria-label="Pick the primary colour"
            value={valid ? color.trim() : DEFAULT_THEME_COLOR}
            onChange={onColor}
            className="h-12 w-14 shrink-0 cursor-pointer rounded-lg border border-mist bg-white p-1"
          />
          <input
            id={colorId}
            value={color}
            onChange={onColor}
            onBlur={() => setColorError(valid ? undefined : BRANDING_TEXTS.invalidColor)}
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            aria-invalid={colorError ? true : undefined}
            aria-describedby={colorError ? `${colorId}-error` : undefined}
            className={inputClass(Boolean(colorError), 'w-36 font-mono uppercase')}
          />
        </div>
      </FieldFrame>
      <ul aria-label="Shades" className="-mt-4 flex gap-2">
        {(['lightest', 'light', 'base', 'dark', 'darkest'] as const).map((shade) => (
          <li
            key={shade}
            title={shade}
            className="size-8 rounded-full ring-1 ring-mist"
            style={{ backgroundColor: shades[shade] }}
          />
        ))}
      </ul>

      <Button type="submit" size="lg" loading={branding.isPending} className="self-start">
        Save brand
      </Button>
    </form>
  );
}
