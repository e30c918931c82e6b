/**
 * The gateway's upload proxy: multipart bodies streamed from the browser to the api without being
 * buffered, behind the session, a permission and the upload guard header (see uploadRoute).
 */
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Transform, type TransformCallback } from 'node:stream';
import { ConflictReason, isConflictReason } from '@flyerdesk/domain/errors';
import { can, type Permission } from '@flyerdesk/domain/permissions';
import type { Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import { createContext, type GatewayContext } from '../context';
import { codeOf, ErrorCode, sanitizeInvalidFields, type InvalidField } from '../errors';
import type { LiveServices } from '../realtime/live';
import type { EventBus } from '../realtime/pubsub';
import { readCredentials } from '../session/cookies';
import type { SessionService } from '../session/session';
import { traceIdOf } from '../trace';
import type { UpstreamErrorBody, UpstreamHttp } from '../upstream/http';

/**
 * Header every upload must carry. A page of another site cannot set it on a cross-site form post
 * without a CORS preflight the gateway never grants: it guards the cookie session against CSRF.
 */
export const UPLOAD_GUARD_HEADER = 'X-Flyerdesk-Upload';

/** Room for the multipart framing around the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const TOO_LARGE: UploadErrorBody = { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than allowed' };

/** The body crossed the upload limit while it streamed through. */
class UploadTooLarge extends Error {
  override name = 'UploadTooLarge';
}

/** Passes bytes on while counting them; fails with UploadTooLarge as soon as more than `limit` went by. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) done(new UploadTooLarge(`The body is larger than ${limit} bytes`));
      else done(null, chunk);
    },
  });
}

/** Largest answer body of the api read back (a job or an error). */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** What the browser receives when the upload is refused. */
export interface UploadErrorBody {
  code: string;
  message: string;
  invalidFields?: InvalidField[];
  /** LOCKED: who holds the record's edit lock. */
  lock?: unknown;
  /** 409: the conflict reason of the contract (packages/domain ConflictReason). */
  reason?: string;
  /** PRIORITY_TAKEN: which leaflet holds the priority on which platform (spec §8 handler 2). */
  naturalId?: string;
  priority?: number;
  platform?: string;
}

const DEFAULT_MESSAGES: Record<number, [code: string, message: string]> = {
  400: ['INVALID_REQUEST', 'The upload could not be read'],
  401: ['UNAUTHORIZED', 'Not signed in or the session has expired'],
  403: ['FORBIDDEN', 'You do not have permission to do this'],
  404: ['NOT_FOUND', 'Not found'],
  409: ['CONFLICT', 'The upload conflicts with the record as it is now'],
  413: ['PAYLOAD_TOO_LARGE', 'The file is larger than allowed'],
};

export const UNAVAILABLE: UploadErrorBody = { code: 'UPSTREAM_UNAVAILABLE', message: 'The leaflet service is unavailable, please try again later' };

export interface UploadProxyOptions {
  upstreamUrl: string;
  /** Longest silence on the upstream connection (the upload itself may take longer). */
  timeoutMs: number;
  sessions: SessionService;
  http: UpstreamHttp;
  events: EventBus;
  live: LiveServices;
}

interface UpstreamAnswer {
  status: number;
  body: unknown;
}

/** Stops reading what the browser still sends once the answer is decided. */
function abandonRequest(req: Request, res: Response): void {
  if (req.complete) return;
  res.setHeader('Connection', 'close');
  req.unpipe();
  req.resume();
}

function refuse(req: Request, res: Response, status: number, body: UploadErrorBody): void {
  abandonRequest(req, res);
  res.status(status).json(body);
}

/** The api's error reduced to its public part: its code, its message and the refused fields. */
export function publicError(status: number, body: unknown): UploadErrorBody {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as UpstreamErrorBody;
  const [defaultCode, defaultMessage] = DEFAULT_MESSAGES[status] ?? ['INVALID_REQUEST', 'The upload was refused'];
  const code = typeof raw.code === 'string' && /^[A-Z_]{1,64}$/.test(raw.code) ? raw.code : defaultCode;
  const message = typeof raw.message === 'string' && raw.message.length <= 300 ? raw.message : defaultMessage;
  const invalidFields = sanitizeInvalidFields(raw.invalidFields);
  const answer: UploadErrorBody = invalidFields.length > 0 ? { code, message, invalidFields } : { code, message };
  if (status === 409) {
    const reason = [raw.reason, raw.code].find(isConflictReason);
    if (reason) answer.reason = reason;
    if (reason === ConflictReason.PRIORITY_TAKEN) {
      if (typeof raw.naturalId === 'string') answer.naturalId = raw.naturalId;
      if (typeof raw.priority === 'number') answer.priority = raw.priority;
      if (typeof raw.platform === 'string') answer.platform = raw.platform;
    }
  }
  return answer;
}

/**
 * Streams the browser's multipart body to the api as it arrives, counting it (past `maxBytes` the
 * upload stops with UploadTooLarge), and reads the api's (small) answer.
 */
function streamToApi(
  req: Request,
  res: Response,
  target: URL,
  headers: OutgoingHttpHeaders,
  timeoutMs: number,
  maxBytes: number,
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream = send(target, { method: 'POST', headers, timeout: timeoutMs });
    const counter = byteLimit(maxBytes);
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(counter);
      counter.unpipe(upstream);
      upstream.destroy();
      reject(err);
    };
    upstream.on('timeout', () => fail(new Error('upstream timed out')));
    upstream.on('error', fail);
    upstream.on('response', (answer: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      answer.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) {
          fail(new Error('upstream answer too large'));
          return;
        }
        chunks.push(chunk);
      });
      answer.on('error', fail);
      answer.on('end', () => {
        if (settled) return;
        settled = true;
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = null;
        try {
          body = text === '' ? null : JSON.parse(text);
        } catch {
          body = null;
        }
        resolve({ status: answer.statusCode ?? 502, body });
      });
    });
    // The browser went away before the api answered: the api stops receiving too.
    res.on('close', () => {
      if (!res.writableFinished) fail(new Error('client went away'));
    });
    req.on('error', fail);
    counter.on('error', fail);
    req.pipe(counter).pipe(upstream);
  });
}

/** Refusal for a session that could not be established (no cookie, expired, upstream down). */
function sessionFailure(err: unknown): [number, UploadErrorBody] | null {
  const code = codeOf(err);
  if (code === ErrorCode.UNAUTHENTICATED) return [401, { code: 'UNAUTHORIZED', message: 'Not signed in or the session has expired' }];
  if (code === ErrorCode.UPSTREAM_UNAVAILABLE) return [502, UNAVAILABLE];
  return null;
}


/**
 * The session of a gateway HTTP route (cookies, refreshed transparently, or a bearer header) when its
 * user holds the permission; otherwise answers 401, 403 or 502 (`{ code, message }`) and gives null.
 */
export async function signedInWith(
  options: UploadProxyOptions,
  req: Request,
  res: Response,
  permission: Permission,
): Promise<{ ctx: GatewayContext; accessToken: string } | null> {
  const traceId = traceIdOf(req);
  const ctx: GatewayContext = createContext({
    traceId,
    log: req.log,
    session: options.sessions.forHttp(readCredentials(req.headers), res, traceId),
    http: options.http,
    events: options.events,
    live: options.live,
  });
  try {
    const session = await ctx.session.require();
    if (!can(session.user.roles, permission)) {
      refuse(req, res, 403, { code: 'FORBIDDEN', message: 'You do not have permission to do this' });
      return null;
    }
    return { ctx, accessToken: session.accessToken };
  } catch (err) {
    const failure = sessionFailure(err);
    if (!failure) throw err;
    refuse(req, res, ...failure);
    return null;
  }
}

/** What one upload route does: who may use it, where the body goes, and what the browser gets back. */
export interface UploadSpec {
  /** Route pattern (Express), e.g. `/upload/inserts/:id/image`. */
  route: string;
  permission: Permission;
  /** Largest body passed on (the file and its multipart framing). */
  maxBytes: number;
  /** What the file is, for the refusal of a request without one (e.g. "the PDF"). */
  fileName: string;
  /** The api path the body goes to. */
  upstreamPath(req: Request): string;
  /** Refuses the upload before it streams (e.g. LOCKED while someone else edits the record). */
  checkLock?(ctx: GatewayContext, req: Request): Promise<void>;
  /** Names a refused field of the api as the browser's form calls it (unchanged by default). */
  fieldOf?: (field: string) => string;
  /** The api accepted the upload (2xx): answers the browser and announces what changed. */
  accepted(ctx: GatewayContext, body: unknown, status: number, res: Response): Promise<void> | void;
}

/**
 * An upload route: needs a session (cookies, refreshed transparently, or a bearer header), the
 * `X-Flyerdesk-Upload: 1` header and the spec's permission; streams the multipart body to the api
 * without buffering it and answers what `accepted` makes of the api's answer, or
 * `{ code, message, invalidFields? }` when refused. A body over `maxBytes` answers 413: at once from
 * its Content-Length, or as soon as the counted bytes cross the limit (the api's request is then
 * aborted and the rest of the body is not read).
 */
export function uploadRoute(options: UploadProxyOptions, spec: UploadSpec): RequestHandler {
  const upstreamBase = options.upstreamUrl.replace(/\/+$/, '');
  return async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const traceId = traceIdOf(req);
    if (req.get(UPLOAD_GUARD_HEADER) !== '1') {
      refuse(req, res, 403, { code: 'FORBIDDEN', message: `Uploads need the ${UPLOAD_GUARD_HEADER}: 1 header` });
      return;
    }
    const granted = await signedInWith(options, req, res, spec.permission);
    if (!granted) return;
    const { ctx, accessToken } = granted;

    if (spec.checkLock) {
      try {
        await spec.checkLock(ctx, req);
      } catch (err) {
        if (!(err instanceof GraphQLError) || codeOf(err) !== ErrorCode.LOCKED) throw err;
        refuse(req, res, 423, { code: ErrorCode.LOCKED, message: err.message, lock: err.extensions['lock'] });
        return;
      }
    }

    const contentType = req.get('content-type');
    if (!contentType || !/^multipart\/form-data;\s*boundary=/i.test(contentType)) {
      refuse(req, res, 400, {
        code: 'INVALID_REQUEST',
        message: `Send ${spec.fileName} as the multipart/form-data field "file"`,
        invalidFields: [{ field: 'file', key: 'validation.required', message: 'This field is required' }],
      });
      return;
    }
    // A declared length over the limit is refused at once; without one, the body is counted as it passes.
    const length = req.get('content-length');
    if (length !== undefined && Number(length) > spec.maxBytes) {
      refuse(req, res, 413, TOO_LARGE);
      return;
    }

    const upstreamPath = spec.upstreamPath(req);
    const target = new URL(upstreamBase + upstreamPath);
    const headers: OutgoingHttpHeaders = {
      'content-type': contentType,
      accept: 'application/json',
      authorization: `Bearer ${accessToken}`,
      'x-trace-id': traceId,
    };
    if (length !== undefined) headers['content-length'] = length;
    const ifMatch = req.get('if-match');
    if (ifMatch !== undefined && /^"?\d{1,10}"?$/.test(ifMatch)) headers['if-match'] = ifMatch;

    let answer: UpstreamAnswer;
    try {
      answer = await streamToApi(req, res, target, headers, options.timeoutMs, spec.maxBytes);
    } catch (err) {
      if (res.destroyed || res.writableEnded) return;
      if (err instanceof UploadTooLarge) {
        req.log.info({ traceId, path: upstreamPath }, 'upload: refused, larger than allowed');
        refuse(req, res, 413, TOO_LARGE);
        return;
      }
      req.log.warn({ err, traceId, path: upstreamPath }, 'upload: the api could not be reached');
      refuse(req, res, 502, UNAVAILABLE);
      return;
    }
    if (answer.status >= 500 || answer.status < 200 || (answer.status >= 300 && answer.status < 400)) {
      req.log.warn({ traceId, path: upstreamPath, status: answer.status }, 'upload: the api failed');
      refuse(req, res, 502, UNAVAILABLE);
      return;
    }
    if (answer.status >= 400) {
      const refusal = publicError(answer.status, answer.body);
      if (spec.fieldOf && refusal.invalidFields) {
        refusal.invalidFields = refusal.invalidFields.map((f) => ({ ...f, field: spec.fieldOf?.(f.field) ?? f.field }));
      }
      refuse(req, res, answer.status, refusal);
      return;
    }
    if (answer.body === null || typeof answer.body !== 'object') {
      refuse(req, res, 502, UNAVAILABLE);
      return;
    }
    await spec.accepted(ctx, answer.body, answer.status, res);
  };
}
