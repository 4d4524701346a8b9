import { loadScript } from '../../lib/load-script.ts';

/** Google's official scripts: the API loader (for the Picker) and Identity Services (for the token). */
const GAPI = 'https://apis.google.com/js/api.js';
const GIS = 'https://accounts.google.com/gsi/client';
/** Only the files the user picks become readable by the app. */
const SCOPE = 'https://www.googleapis.com/auth/drive.file';

type TokenResponse = { access_token?: string; error?: string; error_description?: string };
type PickerDoc = { id: string; name: string; mimeType: string };
type PickerData = { action: string; docs?: PickerDoc[] };
type Builder = {
  addView(view: unknown): Builder;
  setOAuthToken(token: string): Builder;
  setDeveloperKey(key: string): Builder;
  setAppId(id: string): Builder;
  setCallback(callback: (data: PickerData) => void): Builder;
  build(): { setVisible(visible: boolean): void };
};
type Google = {
  accounts: {
    oauth2: {
      initTokenClient(options: {
        client_id: string;
        scope: string;
        callback(response: TokenResponse): void;
        error_callback?(error: { type: string }): void;
      }): { requestAccessToken(options?: { prompt?: string }): void };
    };
  };
  picker: {
    PickerBuilder: new () => Builder;
    DocsView: new (viewId?: string) => { setIncludeFolders(include: boolean): unknown };
    ViewId: { DOCS_IMAGES?: string };
    Action: { PICKED: string; CANCEL: string };
  };
};
type Gapi = { load(name: string, options: { callback(): void; onerror(): void }): void };

const notOpened = { detail: 'Google Drive could not be opened. Try again.' };
/** Spec §8: the Picker has no view of the id asked for (Google's library changed under us). */
export const MISSING_VIEW = { detail: "Can't find view by viewId" };

export type DriveFile = PickerDoc & { accessToken: string };

/** The Cloud project number the picker needs with the drive.file scope: the client id's first part. */
export const appIdOf = (clientId: string) => clientId.split('-')[0] ?? '';

/** Asks the user for a Drive token (Google's pop-up), then opens the Picker on their images. */
export async function pickFromGoogleDrive(keys: {
  clientId: string;
  apiKey: string;
}): Promise<DriveFile | null> {
  await Promise.all([loadScript(GAPI), loadScript(GIS)]);
  const scope = window as unknown as { gapi?: Gapi; google?: Google };
  const gapi = scope.gapi;
  if (!gapi) throw notOpened;
  await new Promise<void>((resolve, reject) =>
    gapi.load('picker', { callback: resolve, onerror: () => reject(notOpened) }),
  );
  const google = scope.google;
  if (!google?.accounts?.oauth2 || !google.picker) throw notOpened;

  const accessToken = await new Promise<string | null>((resolve, reject) => {
    const client = google.accounts.oauth2.initTokenClient({
      client_id: keys.clientId,
      scope: SCOPE,
      callback: (response) =>
        response.access_token
          ? resolve(response.access_token)
          : reject({ detail: response.error_description ?? notOpened.detail }),
      // The user closed Google's pop-up: nothing was chosen.
      error_callback: () => resolve(null),
    });
    client.requestAccessToken({ prompt: '' });
  });
  if (!accessToken) return null;

  const { picker } = google;
  const viewId = picker.ViewId?.DOCS_IMAGES;
  if (!viewId) throw MISSING_VIEW;
  return new Promise<DriveFile | null>((resolve) => {
    const view = new picker.DocsView(viewId);
    view.setIncludeFolders(true);
    new picker.PickerBuilder()
      .addView(view)
      .setOAuthToken(accessToken)
      .setDeveloperKey(keys.apiKey)
      .setAppId(appIdOf(keys.clientId))
      .setCallback((data) => {
        const doc = data.docs?.[0];
        if (data.action === picker.Action.PICKED && doc)
          resolve({ id: doc.id, name: doc.name, mimeType: doc.mimeType, accessToken });
        else if (data.action === picker.Action.CANCEL) resolve(null);
      })
      .build()
      .setVisible(true);
  });
}
