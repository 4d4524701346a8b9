import { vi } from 'vitest';

/** Stands in for the browser's XMLHttpRequest; the test plays the storage server. */
export class FakeXhr {
  static made: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

/** Installs the fake for this test; returns a way to wait for the `nth` request sent (1 = the first). */
export function fakeXhr() {
  FakeXhr.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    made: () => FakeXhr.made,
    async sent(nth = 1) {
      await vi.waitFor(() => {
        if (!FakeXhr.made[nth - 1]?.body) throw new Error(`Upload ${nth} was not sent`);
      });
      return FakeXhr.made[nth - 1]!;
    },
  };
}

/** POST /api/uploads/sign's answer for the local store. */
export const ticketFor = (name: string) => ({
  url: '/api/uploads/local',
  fields: { key: `uploads/k-${name}`, policy: 'p0', signature: 's1', 'Content-Type': 'application/pdf' },
  key: `uploads/k-${name}`,
});
