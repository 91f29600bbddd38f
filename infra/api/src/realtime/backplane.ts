import type { Redis } from 'ioredis';

/** One hub message addressed to users; every instance delivers it to its own connections. */
export interface BackplaneMessage {
  hub: string;
  userIds: number[];
  target: string;
  args: unknown[];
}

/**
 * How hub messages reach the connections of every API instance. One instance alone delivers in
 * process; several share a Redis pub/sub channel, so a guest on instance A and a host on
 * instance B talk live.
 */
export interface Backplane {
  readonly kind: 'memory' | 'redis';
  publish(message: BackplaneMessage): Promise<void>;
  /** The handler every published message (this instance's included) is delivered to. */
  onMessage(handler: (message: BackplaneMessage) => void): void;
  close(): Promise<void>;
}

export function memoryBackplane(): Backplane {
  let handler: (m: BackplaneMessage) => void = () => undefined;
  return {
    kind: 'memory',
    async publish(message) {
      handler(message);
    },
    onMessage(h) {
      handler = h;
    },
    async close() {},
  };
}

/**
 * Redis pub/sub: `PUBLISH` on the shared connection, `SUBSCRIBE` on a duplicate (a subscribed
 * connection can run nothing else). The channel carries the configured prefix by hand: ioredis'
 * keyPrefix applies to keys, not to channel names.
 */
export async function redisBackplane(redis: Redis, prefix: string, onError: (err: Error) => void): Promise<Backplane> {
  const channel = `${prefix}realtime`;
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  let handler: (m: BackplaneMessage) => void = () => undefined;
  subscriber.on('message', (ch: string, payload: string) => {
    if (ch !== channel) return;
    try {
      handler(JSON.parse(payload) as BackplaneMessage);
    } catch (err) {
      onError(err as Error);
    }
  });
  await subscriber.subscribe(channel);
  return {
    kind: 'redis',
    async publish(message) {
      await redis.publish(channel, JSON.stringify(message));
    },
    onMessage(h) {
      handler = h;
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
