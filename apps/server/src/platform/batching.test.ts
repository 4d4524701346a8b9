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
});
