import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/field.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { useFeatureFlags, useUser } from '../accounts/api.ts';
import { canUsePremium } from '../presentations/premium.ts';
import { copyForEmail } from './copy.ts';
import { CopyField } from './copy-field.tsx';
import { HeaderImageBanner } from './header-banner.tsx';
import { QrCodeLinks } from './qr-code-links.tsx';
import { isPremiumSwitch, type PublicSettings } from './settings.ts';
import { ShareSwitch } from './share-switch.tsx';
import type { SharedItem } from './types.ts';
import { usePublicLink } from './use-public-link.ts';

type Flag = {
  [K in keyof PublicSettings]: PublicSettings[K] extends boolean ? K : never;
}[keyof PublicSettings];

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 border-t border-mist pt-4">
      <legend className="pr-2 text-xs font-semibold tracking-wide text-muted uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Publish on web (spec §2, §4): the public link, its settings in three groups, publish or unpublish. */
export function PublishDialog({ item, onClose }: { item: SharedItem; onClose: () => void }) {
  const state = usePublicLink(item.id);
  const premium = canUsePremium(useUser());
  const flags = useFeatureFlags();
  const { settings, change, commit, link, published } = state;
  const isDocument = item.type === 'document';

  const toggle = (name: Flag, label: string) => ({
    label,
    checked: settings[name],
    locked: !premium && isPremiumSwitch(name),
    onCheckedChange: (checked: boolean) => change({ [name]: checked }),
  });
  const message = (name: 'requireEmailMessage' | 'requirePhoneNumberMessage', label: string) => (
    <TextField
      label={label}
      value={settings[name]}
      onChange={(event) => change({ [name]: event.target.value }, { save: false })}
      onBlur={() => commit(name)}
    />
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Publish on web"
      description="Anyone can open a published presentation; search engines and the gallery only if you allow it."
      className="max-w-lg"
    >
      <HeaderImageBanner item={item} />
      {state.loading ? (
        <PageSpinner />
      ) : (
        <div className="flex flex-col gap-5">
          {published && link ? (
            <div className="flex flex-col gap-3">
              <CopyField label="Public link" link={link.shareLink} />
              <QrCodeLinks presentationId={item.id} linkId={link.id} />
              <Button
                variant="secondary"
                className="self-start"
                onClick={() =>
                  void copyForEmail(link.shareLink, item.title.trim() || 'No title', item.backgroundThumbnail)
                }
              >
                <Mail className="size-4" aria-hidden />
                Copy for email
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted">Not published yet: choose the settings, then publish.</p>
          )}
          <Group title="Discoverability">
            <ShareSwitch {...toggle('isIndexable', 'Allow search engines to index')} />
            <ShareSwitch {...toggle('submittedToGallery', 'Submit to the gallery')} />
          </Group>
          <Group title="Viewer">
            <ShareSwitch {...toggle('requireEmail', 'Require email to view')}>
              {message('requireEmailMessage', 'Custom email message (optional)')}
            </ShareSwitch>
            <ShareSwitch {...toggle('requirePhoneNumber', 'Require phone number to view')}>
              {message('requirePhoneNumberMessage', 'Custom phone message (optional)')}
            </ShareSwitch>
          </Group>
          <Group title="Content">
            <ShareSwitch {...toggle('preventDownload', 'Disable asset download')} />
            {!isDocument && <ShareSwitch {...toggle('preventFeedback', 'Disable feedback')} />}
            {flags?.print && !isDocument && (
              <ShareSwitch {...toggle('preventPrinting', 'Disable presentation printing')} />
            )}
          </Group>
          <div className="flex flex-col-reverse gap-3 wide:flex-row wide:justify-end">
            {published ? (
              <Button variant="secondary" loading={state.busy} onClick={() => void state.unpublish()}>
                Unpublish
              </Button>
            ) : (
              <Button loading={state.busy} onClick={() => void state.publish()}>
                Publish
              </Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
