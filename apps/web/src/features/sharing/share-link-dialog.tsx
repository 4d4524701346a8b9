import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useUser } from '../accounts/api.ts';
import { AgreementEditor } from '../link-agreements/agreement-editor.tsx';
import { canUsePremium } from '../presentations/premium.ts';
import { useCreateShareLink, useRestoreShareLink, useUpdateShareLink } from './api.ts';
import { CopyField } from './copy-field.tsx';
import { HeaderImageBanner } from './header-banner.tsx';
import { linkAccessText } from './link-access.ts';
import { LinkLimitState } from './link-limit-state.tsx';
import { QrCodeLinks } from './qr-code-links.tsx';
import { formFromLink, SHARE_LINK_DEFAULTS, type ShareLinkForm, settingsFromForm } from './settings.ts';
import { ShareLinkSettingsForm } from './share-link-form.tsx';
import type { SharedItem, ShareLink } from './types.ts';

type ShareLinkDialogProps = {
  item: SharedItem;
  /** An individual link opened for editing; a public one is not read into the form (spec §4). */
  link?: ShareLink | null;
  onClose: () => void;
};

/** Saves the form as spec §4 says: a disabled link is restored, an enabled one updated, else created. */
function useSaveLink(presentationId: number, link: ShareLink | null) {
  const create = useCreateShareLink(presentationId);
  const update = useUpdateShareLink(presentationId);
  const restore = useRestoreShareLink(presentationId);
  return async (form: ShareLinkForm) => {
    const settings = settingsFromForm(form);
    if (!link) return create.mutateAsync(settings);
    if (link.disabled) await restore.mutateAsync({ id: link.id, isIndexable: settings.isIndexable ?? false });
    return update.mutateAsync({ id: link.id, settings });
  };
}

/** Two steps: the settings form, then the generated link with Copy and 'Generate another link'. */
export function ShareLinkDialog({ item, link = null, onClose }: ShareLinkDialogProps) {
  const editing = link && !link.isPublic ? link : null;
  const [made, setMade] = useState<ShareLink | null>(null);
  // A new form each time: 'Generate another link' starts again from the defaults.
  const [round, setRound] = useState(0);
  const save = useSaveLink(item.id, round === 0 ? editing : null);
  const initial = editing && round === 0 ? formFromLink(editing) : SHARE_LINK_DEFAULTS;
  const premium = canUsePremium(useUser());

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Share link"
      description={made ? linkAccessText(made, item.type) : undefined}
      className="max-w-lg"
    >
      <HeaderImageBanner item={item} />
      {made ? (
        <div className="flex flex-col gap-6">
          <CopyField label={made.name || 'Your link'} link={made.shareLink} />
          <LinkLimitState link={made} />
          <AgreementEditor presentationId={item.id} linkId={made.id} locked={!premium} />
          <QrCodeLinks presentationId={item.id} linkId={made.id} />
          <div className="flex flex-col-reverse gap-3 wide:flex-row wide:justify-end">
            <Button
              variant="secondary"
              onClick={() => {
                setMade(null);
                setRound((n) => n + 1);
              }}
            >
              Generate another link
            </Button>
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <ShareLinkSettingsForm
          key={round}
          item={item}
          initial={initial}
          submitLabel={editing && round === 0 ? 'Save' : 'Generate'}
          save={async (form) => setMade(await save(form))}
        />
      )}
    </Dialog>
  );
}
