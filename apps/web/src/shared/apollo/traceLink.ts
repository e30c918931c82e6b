import { ApolloLink } from '@apollo/client';

/** What the trace link leaves on an operation's context. */
export interface TraceContext {
  /** The X-Trace-Id this operation was sent with (the gateway and the api log it). */
  traceId?: string;
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A new random trace id (UUID v4). Pages served over plain HTTP outside localhost have no
 * crypto.randomUUID, but they do have crypto.getRandomValues.
 */
export function newTraceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Sends every HTTP operation with a fresh X-Trace-Id and remembers it on the operation's context,
 * so a failure can be looked up in the gateway's and the api's logs.
 */
export function createTraceLink(nextId: () => string = newTraceId): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const traceId = nextId();
    operation.setContext((previous) => ({
      traceId,
      headers: { ...(previous['headers'] as Record<string, string> | undefined), 'X-Trace-Id': traceId },
    }));
    return forward(operation);
  });
}
