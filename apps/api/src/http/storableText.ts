/** Refuses text the database cannot store before any route reads it. */
import type { NextFunction, Request, Response } from 'express';
import { fieldError, invalidRequest, type InvalidField } from './errors';

/** PostgreSQL text cannot hold U+0000; such input would fail inside a query instead of being refused. */
const NUL = '\u0000';

/** At most this many refused fields are named in one answer. */
const MAX_REPORTED = 20;

/** Dotted paths of the strings (keys included) in a parsed body or query that contain U+0000. Iterative: bodies may nest deeply. */
export function unstorableFields(value: unknown, root = ''): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string }[] = [{ value, path: root }];
  while (pending.length > 0 && found.length < MAX_REPORTED) {
    const { value: current, path } = pending.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (current.includes(NUL)) found.push(path);
    } else if (Array.isArray(current)) {
      current.forEach((item: unknown, i) => pending.push({ value: item, path: `${path}[${i}]` }));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path === '' ? key : `${path}.${key}`;
        if (key.includes(NUL)) found.push(itemPath);
        else pending.push({ value: item, path: itemPath });
      }
    }
  }
  return found;
}

/**
 * Refuses with 400 a request whose address, query or (JSON or form) body contains U+0000, naming
 * the fields. Multipart bodies are parsed by their routes, which validate their fields themselves.
 */
export function refuseUnstorableText(req: Request, _res: Response, next: NextFunction): void {
  if (/%00/.test(req.originalUrl.split('?')[0] ?? '')) throw invalidRequest([], 'The address contains characters that cannot be used');
  const fields = [...unstorableFields(req.query), ...unstorableFields(req.body)];
  if (fields.length > 0) {
    const invalidFields: InvalidField[] = fields.map((field) => fieldError(field || 'body', 'validation.invalid'));
    throw invalidRequest(invalidFields, 'The request contains characters that cannot be stored');
  }
  next();
}
