/*
 * The document upload state machine of spec §4: an upload is created with uploading true at 1%; its
 * percentage only rises (the transfer fills the first half, the conversion the second); at 100% it
 * moves to the finished list, which it leaves when acknowledged or when its toast closes.
 */

export type UploadingDocument = {
  /** Ours, made when the upload starts: the document id exists only once the file is stored. */
  key: string;
  filename: string;
  /** The file name until the document exists, then the document's title. */
  title: string;
  documentId: number | null;
  percentage: number;
  uploading: true;
};

export type FinishedDocument = { key: string; documentId: number; title: string };

export type UploadState = { uploading: UploadingDocument[]; finished: FinishedDocument[] };

export type UploadEvent =
  | { type: 'started'; key: string; filename: string }
  /** The share of the file sent, 0–100. */
  | { type: 'sent'; key: string; percentage: number }
  | { type: 'created'; key: string; documentId: number; title: string }
  /** The share of the pages converted, 0–100. */
  | { type: 'converting'; documentId: number; percentage: number }
  | { type: 'converted'; documentId: number }
  | { type: 'failed'; key: string }
  | { type: 'acknowledged'; documentId: number };

export const EMPTY_UPLOADS: UploadState = { uploading: [], finished: [] };

/** Where an upload starts, and where the transfer ends and the conversion begins. */
export const START_PERCENTAGE = 1;
export const SENT_PERCENTAGE = 50;

/** The overall percentage for a share of the transfer (1–50) or of the conversion (50–99). */
export const sentPercentage = (share: number) =>
  Math.max(START_PERCENTAGE, Math.floor((clamp(share) * SENT_PERCENTAGE) / 100));
export const convertedPercentage = (share: number) =>
  Math.min(99, SENT_PERCENTAGE + Math.floor((clamp(share) * (100 - SENT_PERCENTAGE)) / 100));

function clamp(share: number) {
  return Number.isFinite(share) ? Math.min(100, Math.max(0, share)) : 0;
}

function rise(state: UploadState, match: (u: UploadingDocument) => boolean, percentage: number): UploadState {
  const target = state.uploading.find(match);
  if (!target || percentage <= target.percentage) return state;
  return {
    ...state,
    uploading: state.uploading.map((u) => (u === target ? { ...u, percentage } : u)),
  };
}

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'started':
      if (state.uploading.some((u) => u.key === event.key)) return state;
      return {
        ...state,
        uploading: [
          ...state.uploading,
          {
            key: event.key,
            filename: event.filename,
            title: event.filename,
            documentId: null,
            percentage: START_PERCENTAGE,
            uploading: true,
          },
        ],
      };
    case 'sent':
      return rise(state, (u) => u.key === event.key, sentPercentage(event.percentage));
    case 'created': {
      const withId = {
        ...state,
        uploading: state.uploading.map((u) =>
          u.key === event.key ? { ...u, documentId: event.documentId, title: event.title } : u,
        ),
      };
      return rise(withId, (u) => u.key === event.key, SENT_PERCENTAGE);
    }
    case 'converting':
      return rise(state, (u) => u.documentId === event.documentId, convertedPercentage(event.percentage));
    case 'converted': {
      const done = state.uploading.find((u) => u.documentId === event.documentId);
      if (!done) return state;
      return {
        uploading: state.uploading.filter((u) => u !== done),
        finished: [...state.finished, { key: done.key, documentId: event.documentId, title: done.title }],
      };
    }
    case 'failed':
      return { ...state, uploading: state.uploading.filter((u) => u.key !== event.key) };
    case 'acknowledged':
      return { ...state, finished: state.finished.filter((f) => f.documentId !== event.documentId) };
  }
}
