// Requests per second of one GET from many client addresses (127.3.x.y), so no per-address rate limit of
// the app is reached: autocannon sends from one address only.
import http from 'node:http';

/** Sends `url` for `seconds` over `connections` loops, each request from the next of `addresses` addresses. */
export async function requestRate(url, { seconds, connections = 10, addresses = 400 }) {
  const agents = Array.from(
    { length: addresses },
    (_, i) =>
      new http.Agent({
        keepAlive: true,
        maxSockets: 1,
        localAddress: `127.3.${Math.floor(i / 200)}.${(i % 200) + 1}`,
      }),
  );
  const get = (agent) =>
    new Promise((resolve) => {
      const req = http.get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', () => resolve(0));
    });
  let next = 0;
  let ok = 0;
  let bad = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const status = await get(agents[next++ % agents.length]);
      if (status >= 200 && status < 300) ok += 1;
      else bad += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  for (const agent of agents) agent.destroy();
  return { rps: ok / seconds, bad };
}
