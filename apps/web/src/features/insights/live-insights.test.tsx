import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { fakeSocket } from '../editor/uploads/socket.test-utils.ts';
import { fakeServer } from '../presentations/fake-server.test-utils.ts';
import { buildInsights } from './insights.test-utils.ts';
import { createSerialRefresh } from './use-live-insights.ts';

let socket: ReturnType<typeof fakeSocket>;
beforeEach(() => {
  socket = fakeSocket();
});

describe('live insights', () => {
  it('/insights/{id} shows a new view when the socket says the insights changed, without a reload', async () => {
    let views = 3;
    fakeServer({
      extra: { 'GET /api/presentation-insights/1': () => ({ body: buildInsights({ views }) }) },
    });
    renderApp('/insights/1');
    // The stat's term: the charts' tables (there once their code has loaded) have 'Views' headers too.
    const stat = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;
    expect(await stat('Views')).toHaveTextContent('3');

    views = 4;
    // Another presentation's change leaves this page as it is.
    await socket.send({ type: 'insights.changed', presentation_id: 2 });
    await socket.send({ type: 'insights.changed', presentation_id: 1 });
    await expect.poll(async () => (await stat('Views'))?.textContent).toBe('4');
  });

  it('refreshes one at a time, and once more for changes that came during a refresh', async () => {
    const done: (() => void)[] = [];
    let started = 0;
    const refresh = createSerialRefresh(() => {
      started += 1;
      return new Promise<void>((resolve) => done.push(resolve));
    });
    refresh();
    refresh();
    refresh();
    expect(started).toBe(1);
    done.shift()?.();
    await expect.poll(() => started).toBe(2);
    done.shift()?.();
    // Every pending promise settles before a macrotask: nothing more ran after the second refresh.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toBe(2);
    refresh();
    expect(started).toBe(3);
  });
});
