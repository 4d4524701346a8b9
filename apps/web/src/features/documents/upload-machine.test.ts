import { describe, expect, it } from 'vitest';
import { EMPTY_UPLOADS, type UploadEvent, type UploadState, uploadReducer } from './upload-machine.ts';

const run = (events: UploadEvent[], from: UploadState = EMPTY_UPLOADS) => events.reduce(uploadReducer, from);
const percentageOf = (state: UploadState) => state.uploading[0]?.percentage;

describe('the document upload state machine (spec §4)', () => {
  it('creates an uploading entry at 1% as the upload starts, named after the file', () => {
    const state = run([{ type: 'started', key: 'a', filename: 'Brochure.pdf' }]);
    expect(state.uploading).toEqual([
      {
        key: 'a',
        filename: 'Brochure.pdf',
        title: 'Brochure.pdf',
        documentId: null,
        percentage: 1,
        uploading: true,
      },
    ]);
    expect(state.finished).toEqual([]);
  });

  it('rises with the transfer (first half) then the conversion (second half), never dropping', () => {
    const started: UploadEvent[] = [{ type: 'started', key: 'a', filename: 'a.pdf' }];
    expect(percentageOf(run([...started, { type: 'sent', key: 'a', percentage: 1 }]))).toBe(1);
    const sent = run([...started, { type: 'sent', key: 'a', percentage: 40 }]);
    expect(percentageOf(sent)).toBe(20);
    expect(percentageOf(run([{ type: 'sent', key: 'a', percentage: 10 }], sent))).toBe(20);
    const created = run([{ type: 'created', key: 'a', documentId: 9, title: 'A' }], sent);
    expect(created.uploading[0]).toMatchObject({ documentId: 9, title: 'A', percentage: 50 });
    const converting = run([{ type: 'converting', documentId: 9, percentage: 50 }], created);
    expect(percentageOf(converting)).toBe(75);
    expect(percentageOf(run([{ type: 'converting', documentId: 9, percentage: 20 }], converting))).toBe(75);
    expect(percentageOf(run([{ type: 'sent', key: 'a', percentage: 100 }], converting))).toBe(75);
    // All pages stored is not yet done: only the end of the conversion makes 100%.
    expect(percentageOf(run([{ type: 'converting', documentId: 9, percentage: 100 }], converting))).toBe(99);
  });

  it('moves to the finished list at 100%, and leaves it when acknowledged', () => {
    const state = run([
      { type: 'started', key: 'a', filename: 'a.pdf' },
      { type: 'started', key: 'b', filename: 'b.pdf' },
      { type: 'created', key: 'a', documentId: 9, title: 'Floor plans' },
      { type: 'converted', documentId: 9 },
    ]);
    expect(state.uploading.map((u) => u.key)).toEqual(['b']);
    expect(state.finished).toEqual([{ key: 'a', documentId: 9, title: 'Floor plans' }]);
    expect(run([{ type: 'acknowledged', documentId: 9 }], state).finished).toEqual([]);
  });

  it('drops a failed upload, and ignores news about documents it does not hold', () => {
    const state = run([
      { type: 'started', key: 'a', filename: 'a.pdf' },
      { type: 'converting', documentId: 5, percentage: 80 },
      { type: 'converted', documentId: 5 },
    ]);
    expect(state).toEqual(run([{ type: 'started', key: 'a', filename: 'a.pdf' }]));
    expect(run([{ type: 'failed', key: 'a' }], state)).toEqual(EMPTY_UPLOADS);
  });
});
