/**
 * A fake XMLHttpRequest for the screens that upload through the gateway's REST routes with progress
 * (a new leaflet's files, the scraper's ZIP archive).
 */

/** One request the fake XMLHttpRequest received. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

/** What the fake answers a request: its HTTP status and JSON body. */
export type Reply = { status: number; body: unknown };

/**
 * Replaces XMLHttpRequest with a fake that records each request and answers it with the next reply
 * (upload progress first: half, then all). Returns the requests seen and a function restoring the real one.
 */
export function fakeUploads(...replies: Reply[]) {
  const sent: SentRequest[] = [];
  const original = globalThis.XMLHttpRequest;

  class FakeXhr {
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    private listeners = new Map<string, (() => void)[]>();
    private uploadListeners = new Map<string, ((event: ProgressEvent) => void)[]>();
    upload = {
      addEventListener: (type: string, listener: (event: ProgressEvent) => void) => {
        this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
      },
    };

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }

    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, headers: { ...this.headers }, body });
      const reply = replies[Math.min(sent.length - 1, replies.length - 1)] ?? { status: 500, body: {} };
      queueMicrotask(() => {
        for (const loaded of [50, 100]) {
          for (const listener of this.uploadListeners.get('progress') ?? []) {
            listener({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
          }
        }
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        for (const listener of this.listeners.get('load') ?? []) listener();
      });
    }
  }

  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    sent,
    restore: () => {
      globalThis.XMLHttpRequest = original;
    },
  };
}
