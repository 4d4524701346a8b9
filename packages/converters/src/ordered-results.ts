/**
 * Collects results that arrive in any order (parallel renderers) and hands them out in page
 * order; the first failure ends the iteration.
 */
export class OrderedResults<T> {
  private readonly ready = new Map<number, T>();
  private failure: { error: unknown } | undefined;
  private wake: (() => void) | undefined;

  put(index: number, value: T): void {
    this.ready.set(index, value);
    this.notify();
  }

  fail(error: unknown): void {
    this.failure ??= { error };
    this.notify();
  }

  private notify() {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  async *inOrder(indexes: Iterable<number>): AsyncGenerator<T> {
    for (const index of indexes) {
      while (!this.ready.has(index)) {
        if (this.failure) throw this.failure.error;
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
      }
      if (this.failure) throw this.failure.error;
      const value = this.ready.get(index) as T;
      this.ready.delete(index);
      yield value;
    }
  }
}
