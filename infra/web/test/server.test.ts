import { loadConfig } from '../src/config';
import { createEdgeServer } from '../src/server';

describe('the edge server (issue 11: connection resets under load)', () => {
  it('keeps idle keep-alive connections longer than a load balancer idle timeout and a stalled event loop', () => {
    // Node's default is 5 s: a kept-alive connection whose next request arrived while the loop was
    // busy for longer was closed with that request unread (the client saw ECONNRESET).
    const server = createEdgeServer(() => undefined, loadConfig({}, []));
    expect(server.keepAliveTimeout).toBeGreaterThanOrEqual(61_000);
    // A header timeout shorter than the keep-alive one would close the idle connection first.
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    // Node requires the whole-request timeout to be at least the header one.
    expect(server.requestTimeout).toBeGreaterThanOrEqual(server.headersTimeout);
  });

  it('takes the idle timeout from KEEP_ALIVE_TIMEOUT_MS', () => {
    const server = createEdgeServer(() => undefined, loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '120000' }, []));
    expect(server.keepAliveTimeout).toBe(120_000);
    expect(server.headersTimeout).toBeGreaterThan(120_000);
  });
});
