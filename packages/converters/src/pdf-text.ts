import { killGroup, spawnGroup } from './processes.ts';

/** Tidies a page's text: no trailing spaces, no blank lines at the ends. */
export function tidyPageText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

/**
 * Runs a text extractor that prints the pages it is given in order, separated by form feeds
 * (pdftotext, mutool draw -F txt), and answers each page's text as soon as it was printed.
 * A failing extractor gives empty texts: pages without text are still pages.
 */
export function streamPageTexts(command: string, args: string[], firstIndex: number) {
  const texts: string[] = [];
  const waiters = new Map<number, (text: string) => void>();
  let pending = '';
  let done = false;
  const child = spawnGroup(command, args);
  const settle = (position: number, text: string) => {
    texts[position] = tidyPageText(text);
    waiters.get(position)?.(texts[position]);
    waiters.delete(position);
  };
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    pending += chunk;
    let cut = pending.indexOf('\f');
    while (cut !== -1) {
      settle(texts.length, pending.slice(0, cut));
      pending = pending.slice(cut + 1);
      cut = pending.indexOf('\f');
    }
  });
  child.stderr?.resume();
  const finish = () => {
    if (done) return;
    done = true;
    for (const [position, resolve] of waiters) resolve(texts[position] ?? '');
    waiters.clear();
  };
  child.once('error', finish);
  child.once('close', finish);
  return {
    text(index: number): Promise<string> {
      const position = index - firstIndex;
      const known = texts[position];
      if (known !== undefined) return Promise.resolve(known);
      if (done) return Promise.resolve('');
      return new Promise((resolve) => waiters.set(position, resolve));
    },
    stop(): void {
      killGroup(child);
    },
  };
}
