import { CONVERSION_MESSAGES, ConversionError } from './conversion-error.ts';
import { OrderedResults } from './ordered-results.ts';
import type { PageFiles } from './page-files.ts';
import { streamPageTexts } from './pdf-text.ts';

export type RenderedPage = {
  /** 0-based page number. */
  index: number;
  /** Absolute path of the page JPEG, 1600 px wide. */
  image: string;
  /** Absolute path of the thumbnail JPEG, 400 px wide. */
  thumbnail: string;
  /** Size of `image` in pixels. */
  width: number;
  height: number;
  /** The page's text, for search and summaries ('' when it has none). */
  text: string;
};

/** What one renderPdf call shares with its engine: the pages to draw, where results go, how to stop. */
export class EngineJob {
  private readonly results = new OrderedResults<RenderedPage>();
  private readonly stops: (() => void)[] = [];
  private readonly work = new Set<Promise<unknown>>();
  private texts: ReturnType<typeof streamPageTexts> | undefined;
  private stopped = false;

  constructor(
    readonly pdfPath: string,
    readonly outDir: string,
    /** Consecutive 0-based page indexes to render. */
    readonly indexes: number[],
    private readonly workers: number,
    private readonly signal?: AbortSignal,
  ) {}

  /** The pages split between the engine's processes, round robin so that each starts at the front. */
  shares(): number[][] {
    const count = Math.max(1, Math.min(this.workers, this.indexes.length));
    return Array.from({ length: count }, (_, k) => this.indexes.filter((_, i) => i % count === k));
  }

  /** 1-based page list for command lines: "3-9" for a run, "3,5,7" otherwise. */
  pageNumbers(indexes: number[]): string {
    const first = indexes[0] ?? 0;
    const last = indexes.at(-1) ?? 0;
    if (last - first + 1 === indexes.length) return `${first + 1}-${last + 1}`;
    return indexes.map((index) => index + 1).join(',');
  }

  /** Reads page texts from a form-feed separated extractor started now, beside the rendering. */
  textFrom(command: string, args: string[]): void {
    const texts = streamPageTexts(command, args, this.indexes[0] ?? 0);
    this.texts = texts;
    this.onStop(() => texts.stop());
  }

  /** Work of the engine that may still write files; leaving waits for it, so nothing lands afterwards. */
  track(work: Promise<unknown>): void {
    const settled: Promise<boolean> = work.then(
      () => this.work.delete(settled),
      () => this.work.delete(settled),
    );
    this.work.add(settled);
  }

  private async idle(): Promise<void> {
    while (this.work.size > 0) await Promise.all(this.work);
  }

  onStop(stop: () => void): void {
    if (this.stopped) stop();
    else this.stops.push(stop);
  }

  pageReady(index: number, files: PageFiles, width: number, height: number, text?: string): void {
    const known = text ?? this.texts?.text(index) ?? '';
    Promise.resolve(known).then(
      (pageText) => this.results.put(index, { index, ...files, width, height, text: pageText }),
      this.fail,
    );
  }

  /** Any engine failure is the file's fault for the user; the cause keeps the engine's words. */
  readonly fail = (error: unknown): void => {
    if (this.signal?.aborted) this.results.fail(this.signal.reason);
    else if (error instanceof ConversionError) this.results.fail(error);
    else this.results.fail(new ConversionError(CONVERSION_MESSAGES.pdfUnreadable, { cause: error }));
    this.stop();
  };

  private stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const stop of this.stops.splice(0)) stop();
  }

  /**
   * Yields pages in order as they become ready; leaving early (break, abort, error) stops the engine and
   * returns once it has written its last file.
   */
  async *pages(start: (job: EngineJob) => void): AsyncGenerator<RenderedPage> {
    const onAbort = () => this.fail(this.signal?.reason);
    this.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      this.signal?.throwIfAborted();
      start(this);
      yield* this.results.inOrder(this.indexes);
    } finally {
      this.signal?.removeEventListener('abort', onAbort);
      this.stop();
      await this.idle();
    }
  }

  get isStopped(): boolean {
    return this.stopped;
  }
}
