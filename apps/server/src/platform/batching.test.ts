import { describe, expect, it } from 'vitest';
import { createBatching } from './batching.ts';

describe('batching', () => {
  it('runs calls made in the same turn together, each caller getting its own answer', async () => {
    const groups: number[][] = [];
    const double = createBatching(async (inputs: number[]) => {
      groups.push(inputs);
      return inputs.map((n) => n * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(groups).toEqual([[1, 2, 3]]);
  });

  it('puts calls made while a group runs into the next group, also when groups wait', async () => {
    for (const waitMs of [0, 5]) {
      const groups: number[][] = [];
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const echo = createBatching(
        async (inputs: number[]) => {
          groups.push(inputs);
          if (groups.length === 1) await held;
          return inputs;
        },
        { waitMs },
      );
      const first = echo(1);
      while (groups.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
      const later = [echo(2), echo(3)];
      release();
      expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
      expect(groups).toEqual([[1], [2, 3]]);
    }
  });

  it('fails only the caller whose input fails when a group fails', async () => {
    const check = createBatching(async (inputs: number[]) => {
      if (inputs.includes(0)) throw new Error('zero');
      return inputs;
    });
    const results = await Promise.allSettled([check(1), check(0), check(2)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('never runs one key twice at a time, with several groups under way', async () => {
    const groups: string[][] = [];
    const pending: (() => void)[] = [];
    const write = createBatching(
      (inputs: { key: number; value: string }[]) => {
        groups.push(inputs.map((i) => i.value));
        return new Promise<string[]>((resolve) => {
          pending.push(() => resolve(inputs.map((i) => `${i.value} written`)));
        });
      },
      { keyOf: (input) => input.key, concurrency: 2 },
    );
    const finish = async () => {
      for (const done of pending.splice(0)) done();
      await new Promise((resolve) => setImmediate(resolve));
    };
    const results = [1, 1, 2, 3].map((key, i) => write({ key, value: `v${i}` }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(groups).toEqual([['v0', 'v2', 'v3']]);
    const later = write({ key: 2, value: 'v4' });
    await new Promise((resolve) => setImmediate(resolve));
    // Key 1 and key 2 are under way: both wait for the first group, then go together.
    expect(groups).toEqual([['v0', 'v2', 'v3']]);
    await finish();
    expect(groups).toEqual([
      ['v0', 'v2', 'v3'],
      ['v1', 'v4'],
    ]);
    await finish();
    expect(await Promise.all([...results, later])).toEqual([
      'v0 written',
      'v1 written',
      'v2 written',
      'v3 written',
      'v4 written',
    ]);
  });
});
