import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Stands in for the browser's WebSocket; the test plays the server. */
class FakeWebSocket {
  static made: FakeWebSocket[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  close = vi.fn();
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }
}

/** Installs the fake socket; `send` delivers a server message (snake_case) once the page has connected. */
export function fakeSocket() {
  FakeWebSocket.made = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return {
    async send(message: Record<string, unknown>) {
      await vi.waitFor(() => {
        if (!FakeWebSocket.made.length) throw new Error('The page has not connected');
      });
      const socket = FakeWebSocket.made.at(-1)!;
      act(() => socket.onmessage?.({ data: JSON.stringify(message) }));
    },
  };
}

/** `asset.progress` for page `page` (0-based) of asset `assetId` in presentation 12. */
export const pageStored = (assetId: number, page: number, total: number) => ({
  type: 'asset.progress',
  presentation_id: 12,
  asset_id: assetId,
  percentage: Math.round(((page + 1) / total) * 100),
  number_of_pages: total,
  page,
  converted_file: `/files/pages/a${assetId}/page-${page + 1}.jpg`,
  page_thumbnail: `/files/pages/a${assetId}/thumb-${page + 1}.jpg`,
  page_size: [1600, 2071],
});
