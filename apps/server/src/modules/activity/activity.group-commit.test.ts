import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './activity.group-commit.ts';

type Entry = { key: number; value: string };

/** A write the test finishes by hand, recording the groups it was given. */
function manualWrites(fail: (entries: Entry[]) => boolean = () => false) {
  const groups: string[][] = [];
  const pending: (() => void)[] = [];
  const write = (entries: Entry[]) => {
    groups.push(entries.map((e) => e.value));
    return new Promise<Map<number, string>>((resolve, reject) => {
      pending.push(() =>
        fail(entries)
          ? reject(new Error('refused'))
          : resolve(new Map(entries.map((e) => [e.key, `${e.value} written`]))),
      );
    });
  };
  /** Finishes the writes under way, then lets the next ones start. */
  const finish = async () => {
    for (const done of pending.splice(0)) done();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { groups, write, finish };
}

describe('group commit', () => {
  it('writes a lone entry at once and what came meanwhile together, one entry per key', async () => {
    const w = manualWrites();
    const commit = createGroupCommit({
      keyOf: (e: Entry) => e.key,
      write: w.write,
      writers: 1,
      maxGroup: 10,
    });
    const results = [
      commit.submit({ key: 1, value: 'a' }),
      commit.submit({ key: 2, value: 'b' }),
      commit.submit({ key: 3, value: 'c' }),
      commit.submit({ key: 2, value: 'd' }),
    ];
    expect(w.groups).toEqual([['a']]);
    await w.finish();
    expect(w.groups).toEqual([['a'], ['b', 'c']]);
    await w.finish();
    await w.finish();
    expect(w.groups).toEqual([['a'], ['b', 'c'], ['d']]);
    expect(await Promise.all(results)).toEqual(['a written', 'b written', 'c written', 'd written']);
  });

  it('never writes one key twice at a time, even with several writers', async () => {
    const w = manualWrites();
    const commit = createGroupCommit({
      keyOf: (e: Entry) => e.key,
      write: w.write,
      writers: 2,
      maxGroup: 10,
    });
    const results = [1, 1, 2].map((key, i) => commit.submit({ key, value: `v${i}` }));
    expect(w.groups).toEqual([['v0'], ['v2']]);
    await w.finish();
    expect(w.groups).toEqual([['v0'], ['v2'], ['v1']]);
    await w.finish();
    expect(await Promise.all(results)).toEqual(['v0 written', 'v1 written', 'v2 written']);
  });

  it('tries each entry of a failed group alone: only the bad one fails', async () => {
    const w = manualWrites((entries) => entries.some((e) => e.value === 'bad'));
    const commit = createGroupCommit({
      keyOf: (e: Entry) => e.key,
      write: w.write,
      writers: 1,
      maxGroup: 10,
    });
    const first = commit.submit({ key: 1, value: 'first' });
    const good = commit.submit({ key: 2, value: 'good' });
    const bad = commit.submit({ key: 3, value: 'bad' }).catch((error: Error) => error.message);
    for (let i = 0; i < 4; i += 1) await w.finish();
    expect(w.groups).toEqual([['first'], ['good', 'bad'], ['good'], ['bad']]);
    expect(await first).toBe('first written');
    expect(await good).toBe('good written');
    expect(await bad).toBe('refused');
  });
});
