import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickFromGoogleDrive } from './google-drive-picker.ts';

/** Google's two scripts as the page gets them: their globals, then their load events. */
function googleLoaded(viewId: Record<string, string>) {
  vi.stubGlobal('gapi', { load: (_: string, options: { callback(): void }) => options.callback() });
  vi.stubGlobal('google', {
    accounts: {
      oauth2: {
        initTokenClient: (options: { callback(response: { access_token: string }): void }) => ({
          requestAccessToken: () => options.callback({ access_token: 'drive-token' }),
        }),
      },
    },
    picker: { PickerBuilder: class {}, DocsView: class {}, ViewId: viewId, Action: {} },
  });
  for (const script of document.head.querySelectorAll('script')) script.dispatchEvent(new Event('load'));
}

describe('Google Drive picker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Can't find view by viewId' when the Picker has no view of the images (spec §8)", async () => {
    const picked = pickFromGoogleDrive({ clientId: '123-abc.apps.googleusercontent.com', apiKey: 'key' });
    googleLoaded({});
    await expect(picked).rejects.toEqual({ detail: "Can't find view by viewId" });
  });
});
