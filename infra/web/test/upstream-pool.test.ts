import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeSource, makeShellDist, startEdge } from './helpers';

/**
 * A stand-in API that holds every request until the test releases it, and records the order in
 * which requests reached it and over how many connections.
 */
async function startHeldUpstream() {
  const arrived: string[] = [];
  const held: (() => void)[] = [];
  const sockets = new Set<unknown>();
  let open = 0;
  let maxOpen = 0;
  const server = http.createServer((req, res) => {
    arrived.push(req.url!);
    open++;
    maxOpen = Math.max(maxOpen, open);
    held.push(() => {
      open--;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: req.url, succeeded: true, errors: [], fieldsErrors: {} }));
    });
  });
  server.on('connection', (s) => sockets.add(s));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrived,
    connections: () => sockets.size,
    maxOpen: () => maxOpen,
    /** answers the oldest held request */
    releaseOne: () => held.shift()?.(),
    releaseAll: () => held.splice(0).forEach((f) => f()),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 400 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!cond()) throw new Error('condition not reached');
};

describe("the edge's connections to the API", () => {
  it('uses a bounded pool of kept-alive connections and serves waiting requests in arrival order', async () => {
    const api = await startHeldUpstream();
    const edge = await startEdge({ shellDist: makeShellDist(), source: new FakeSource(), apiUrl: api.url, upstreamSockets: 2 });
    try {
      const answers: Promise<string>[] = [];
      for (let i = 0; i < 6; i++) {
        answers.push(fetch(`${edge.url}/api/Home/ExperiencesList?n=${i}`).then((r) => r.text()));
        // each request reaches the edge before the next one is sent
        await new Promise((r) => setTimeout(r, 20));
      }
      await until(() => api.arrived.length === 2);
      // two connections, whatever the number of clients; the other four wait at the edge
      await new Promise((r) => setTimeout(r, 50));
      expect(api.arrived).toHaveLength(2);
      while (api.arrived.length < 6) {
        const before = api.arrived.length;
        api.releaseOne();
        await until(() => api.arrived.length > before);
      }
      api.releaseAll();
      await Promise.all(answers);
      expect(api.arrived).toEqual([0, 1, 2, 3, 4, 5].map((i) => `/api/Home/ExperiencesList?n=${i}`));
      expect(api.maxOpen()).toBe(2);
      expect(api.connections()).toBe(2);
    } finally {
      api.releaseAll();
      await edge.close();
      await api.close();
    }
  });

  it("a client that gives up leaves the queue: its request never reaches the API and does not delay the next one's", async () => {
    const api = await startHeldUpstream();
    const edge = await startEdge({ shellDist: makeShellDist(), source: new FakeSource(), apiUrl: api.url, upstreamSockets: 1 });
    try {
      const first = fetch(`${edge.url}/api/Home/ExperiencesList?n=first`).then((r) => r.text());
      await until(() => api.arrived.length === 1);
      const gaveUp = new AbortController();
      const abandoned = fetch(`${edge.url}/api/Home/ExperiencesList?n=abandoned`, { signal: gaveUp.signal }).catch(() => 'aborted');
      await new Promise((r) => setTimeout(r, 50));
      const next = fetch(`${edge.url}/api/Home/ExperiencesList?n=next`).then((r) => r.text());
      await new Promise((r) => setTimeout(r, 50));
      gaveUp.abort();
      expect(await abandoned).toBe('aborted');
      await new Promise((r) => setTimeout(r, 50));
      api.releaseOne();
      await first;
      await until(() => api.arrived.length === 2);
      api.releaseAll();
      expect(await next).toContain('n=next');
      expect(api.arrived).toEqual(['/api/Home/ExperiencesList?n=first', '/api/Home/ExperiencesList?n=next']);
    } finally {
      api.releaseAll();
      await edge.close();
      await api.close();
    }
  });
});
