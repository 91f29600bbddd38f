/**
 * The SignalR JSON hub protocol (dotnet/aspnetcore `src/SignalR/docs/specs/HubProtocol.md`):
 * every message is a JSON object followed by the record separator 0x1E.
 */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export interface InvocationMessage {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
}

export type HubMessage = { type: number; [key: string]: unknown };

/** Frames a message (JSON + record separator). */
export const frame = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

export const PING_FRAME = frame({ type: MessageType.Ping });
export const HANDSHAKE_OK = frame({});

/** A server-to-client invocation without an id (no completion expected). */
export const invocationFrame = (target: string, args: unknown[]): string => frame({ type: MessageType.Invocation, target, arguments: args });

/** A close message; `allowReconnect: true` is what makes the client's automatic reconnect start. */
export const closeFrame = (error: string | null, allowReconnect: boolean): string =>
  frame(error ? { type: MessageType.Close, error, allowReconnect } : { type: MessageType.Close, allowReconnect });

/**
 * Splits a text payload into its records. A WebSocket message may carry several records; a
 * record never spans two messages in practice, but a trailing partial record is kept by the
 * caller's buffer anyway.
 */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts, rest };
}

/** Parses one record into a hub message, or null when it is not a JSON object with a numeric `type`. */
export function parseMessage(record: string): HubMessage | null {
  try {
    const value = JSON.parse(record) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const type = (value as { type?: unknown }).type;
    return typeof type === 'number' ? (value as HubMessage) : null;
  } catch {
    return null;
  }
}

/** The handshake request: `{"protocol":"json","version":1}`. */
export function parseHandshake(record: string): { protocol: string; version: number } | null {
  try {
    const value = JSON.parse(record) as { protocol?: unknown; version?: unknown };
    if (typeof value?.protocol !== 'string' || typeof value.version !== 'number') return null;
    return { protocol: value.protocol, version: value.version };
  } catch {
    return null;
  }
}
