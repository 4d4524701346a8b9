import net from 'node:net';
import { freePort } from './server-process.ts';

/**
 * A port in front of a PostgreSQL server, as a network between an instance and its database is: up, it
 * forwards; `down()`, it refuses connections and cuts those open (a server that stopped); `stall()`, it
 * cuts those open and takes new ones without ever answering (a server that hangs, a dropped route).
 * Returns `url` with its address in place of the server's; `close()` frees the port.
 */
export async function restartablePostgres(target: string) {
  const server = new URL(target);
  const port = await freePort();
  const open = new Set<net.Socket>();
  let listener: net.Server | null = null;
  let stalled = false;

  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => open.delete(socket));
  };
  /** Connections taken while stalled: cut when it is up again, as a client's timeout would. */
  const held = new Set<net.Socket>();
  const up = () =>
    new Promise<void>((resolve) => {
      stalled = false;
      for (const s of held) s.destroy();
      held.clear();
      if (listener) return resolve();
      listener = net.createServer((socket) => {
        track(socket);
        if (stalled) return void held.add(socket);
        const upstream = net.connect(Number(server.port || 5432), server.hostname);
        track(upstream);
        for (const s of [socket, upstream])
          s.on('close', () => {
            socket.destroy();
            upstream.destroy();
          });
        socket.pipe(upstream).pipe(socket);
      });
      listener.listen(port, '127.0.0.1', () => resolve());
    });
  /** Resolves once a client has had the moment it takes to see its open connections cut. */
  const cut = () => {
    for (const s of open) s.destroy();
    return new Promise((resolve) => setTimeout(resolve, 100));
  };
  const down = () => {
    listener?.close();
    listener = null;
    return cut();
  };
  const stall = async () => {
    await up();
    stalled = true;
    return cut();
  };

  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  await up();
  return { url: url.toString(), up, down, stall, close: down };
}
