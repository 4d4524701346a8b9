import { extensionOf, FILE_MESSAGES } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { Box, HardDrive, Images, Package, Stamp, ThumbsUp, Upload } from 'lucide-react';
import { useState } from 'react';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { useFeatureFlags, useUser } from '../accounts/api.ts';
import { useAuthProviders } from '../accounts/social-api.ts';
import { SOCIAL_CANCELLED } from '../accounts/social-tokens.ts';
import { boxConnectUrl, storageConnectionsQuery } from '../integrations/storage/storage-api.ts';
import {
  downloadUnsplashPhoto,
  fileFromUpload,
  fileFromUrl,
  importFromDropbox,
  importFromGoogleDrive,
  providersQuery,
} from './api.ts';
import { BoxBrowserDialog } from './box-browser-dialog.tsx';
import { chooseFromDropbox } from './dropbox-chooser.ts';
import { facebookPhotosToken } from './facebook-photos.ts';
import { FacebookPhotosDialog } from './facebook-photos-dialog.tsx';
import { pickFromGoogleDrive } from './google-drive-picker.ts';
import { isPickerImage, PICKER_ACCEPT, PICKER_IMAGE_EXTENSIONS } from './image-files.ts';
import { ImageLibraryDialog, type LibraryPhoto } from './image-library-dialog.tsx';
import { SourceButton, SourceFace, sourceClass, useSourceIds } from './source-button.tsx';
import type { PickedImage } from './types.ts';

export type ImagePickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen picture; the picker closes itself afterwards. */
  onPicked: (result: PickedImage) => void;
  /** Offer 'Apply default logo' (when the user has one). */
  allowDefaultLogo?: boolean;
};

type Source = 'dropbox' | 'drive' | 'facebook' | 'logo' | 'unsplash';

const NOT_CONFIGURED = 'Not configured';

/**
 * The image picker (spec §2): Upload, Dropbox, Box, Google Drive, Unsplash, Facebook and Apply default logo.
 * Google Drive and Facebook are behind their feature flags (Facebook's is on only where the Facebook app is
 * configured); other providers without keys say 'Not configured'.
 */
export function ImagePicker({ open, onOpenChange, onPicked, allowDefaultLogo = false }: ImagePickerProps) {
  const [view, setView] = useState<'sources' | 'library' | 'box' | 'facebook'>('sources');
  const [facebookToken, setFacebookToken] = useState<string | null>(null);
  const [busy, setBusy] = useState<Source | null>(null);
  const providers = useQuery(providersQuery);
  const connections = useQuery({ ...storageConnectionsQuery, enabled: open && !!providers.data?.box });
  const boxConnected = !!connections.data?.some((c) => c.provider === 'box');
  const flags = useFeatureFlags();
  const user = useUser();
  const facebookApp = useAuthProviders()?.facebook ?? null;
  const keys = providers.data;
  const checking = providers.isPending;
  const providerHint = (configured: boolean, ready: string) =>
    checking ? 'Checking…' : configured ? ready : NOT_CONFIGURED;

  function finish(result: PickedImage) {
    onPicked(result);
    onOpenChange(false);
  }

  async function run(source: Source, task: () => Promise<PickedImage | null>) {
    setBusy(source);
    try {
      const result = await task();
      if (result) finish(result);
    } catch (error) {
      if (error !== SOCIAL_CANCELLED) notify.error(firstMessage(error));
    } finally {
      setBusy(null);
    }
  }

  const fromDropbox = () =>
    run('dropbox', async () => {
      if (!keys?.dropbox) return null;
      const chosen = await chooseFromDropbox(keys.dropbox.appKey, PICKER_IMAGE_EXTENSIONS);
      if (!chosen) return null;
      const stored = await importFromDropbox({ link: chosen.link, filename: chosen.name });
      return { file: await fileFromUpload(stored), uploadKey: stored.key };
    });

  const fromDrive = () =>
    run('drive', async () => {
      if (!keys?.googleDrive) return null;
      const picked = await pickFromGoogleDrive(keys.googleDrive);
      if (!picked) return null;
      const stored = await importFromGoogleDrive({
        fileId: picked.id,
        accessToken: picked.accessToken,
        mimeType: picked.mimeType,
        filename: picked.name,
      });
      return { file: await fileFromUpload(stored), uploadKey: stored.key };
    });

  // Facebook's login pop-up asks for the user's photos; its token then lists them and imports one.
  const fromFacebook = () =>
    run('facebook', async () => {
      if (!facebookApp) return null;
      setFacebookToken(await facebookPhotosToken(facebookApp));
      setView('facebook');
      return null;
    });

  const defaultLogo = user?.logo ?? null;
  const applyDefaultLogo = () =>
    run('logo', async () => {
      if (!defaultLogo) return null;
      const ext = extensionOf(new URL(defaultLogo, window.location.href).pathname) || 'png';
      return { file: await fileFromUrl(defaultLogo, `logo.${ext}`) };
    });

  async function fromLibrary(photo: LibraryPhoto) {
    try {
      const stored = await downloadUnsplashPhoto(photo.id);
      finish({
        file: await fileFromUpload(stored),
        uploadKey: stored.key,
        unsplashAuthor: stored.unsplashAuthor,
        unsplashAuthorLink: stored.unsplashAuthorLink,
      });
    } catch (error) {
      notify.error(firstMessage(error));
    }
  }

  // Box's consent page, then back here (the page shows a toast; the picker opens on Box next time).
  const connectBox = () =>
    window.location.assign(boxConnectUrl(window.location.pathname + window.location.search));

  if (view === 'box')
    return (
      <BoxBrowserDialog open={open} onOpenChange={(next) => !next && setView('sources')} onPicked={finish} />
    );

  if (view === 'facebook' && facebookApp && facebookToken)
    return (
      <FacebookPhotosDialog
        open={open}
        onOpenChange={(next) => !next && setView('sources')}
        app={facebookApp}
        accessToken={facebookToken}
        onPicked={finish}
      />
    );

  if (view === 'library')
    return (
      <ImageLibraryDialog
        open={open}
        onOpenChange={(next) => !next && setView('sources')}
        onSelect={fromLibrary}
      />
    );

  const working = busy !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Choose an image" className="wide:max-w-lg">
      <div className="grid grid-cols-1 gap-3 wide:grid-cols-2">
        <UploadSource disabled={working} onFile={(file) => finish({ file })} />
        <SourceButton
          icon={Package}
          label="Dropbox"
          hint={providerHint(!!keys?.dropbox, 'Choose a file')}
          disabled={working || !keys?.dropbox}
          busy={busy === 'dropbox'}
          onClick={() => void fromDropbox()}
        />
        <SourceButton
          icon={Box}
          label="Box"
          hint={providerHint(
            !!keys?.box,
            connections.isPending ? 'Checking…' : boxConnected ? 'Choose a picture' : 'Connect Box',
          )}
          disabled={working || !keys?.box || connections.isPending}
          onClick={() => (boxConnected ? setView('box') : connectBox())}
        />
        {flags?.driveButton && (
          <SourceButton
            icon={HardDrive}
            label="Google Drive"
            hint={providerHint(!!keys?.googleDrive, 'Choose a file')}
            disabled={working || !keys?.googleDrive}
            busy={busy === 'drive'}
            onClick={() => void fromDrive()}
          />
        )}
        <SourceButton
          icon={Images}
          label="Unsplash"
          hint={providerHint(!!keys?.unsplash, 'Free stock photos')}
          disabled={working || !keys?.unsplash}
          onClick={() => setView('library')}
        />
        {flags?.facebookButton && facebookApp && (
          <SourceButton
            icon={ThumbsUp}
            label="Facebook"
            hint="Your photos"
            disabled={working}
            busy={busy === 'facebook'}
            onClick={() => void fromFacebook()}
          />
        )}
        {allowDefaultLogo && defaultLogo && (
          <SourceButton
            icon={Stamp}
            label="Apply default logo"
            hint="Your saved logo"
            disabled={working}
            busy={busy === 'logo'}
            onClick={() => void applyDefaultLogo()}
          />
        )}
      </div>
    </Dialog>
  );
}

/** Upload: a picture from this device (images only, heic included: spec §5). */
function UploadSource({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const ids = useSourceIds();
  return (
    <label className={sourceClass(disabled)}>
      <SourceFace icon={Upload} label="Upload" hint="From this device" ids={ids} />
      <input
        type="file"
        accept={PICKER_ACCEPT}
        className="sr-only"
        disabled={disabled}
        aria-labelledby={ids.labelId}
        aria-describedby={ids.hintId}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          input.value = '';
          if (!file) return;
          if (!isPickerImage(file.name)) return void notify.error(FILE_MESSAGES.typeNotAllowed);
          onFile(file);
        }}
      />
    </label>
  );
}
