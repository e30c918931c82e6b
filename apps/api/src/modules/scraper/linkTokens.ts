/**
 * Download links of generated PDFs: `/files/pdf-links/<token>`, where the token (HS256 JWT) names the
 * LEAFLET_PDF job (`sub`) and expires with the link (`exp`). Its key is derived from the api's JWT
 * secret for this purpose only, so a link is no access token and an access token is no link.
 */
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { UUID_PATTERN } from '@flyerdesk/domain/validation/rules';

const PURPOSE = 'flyerdesk/pdf-link/v1';
const TYPE = 'pdf-link';

/** Address of the download, relative (the gateway proxies /files). */
export const PDF_LINK_FILES_PATH = '/files/pdf-links';

/** A key object, not bytes: handed bytes, jsonwebtoken first tries to read them as a PEM public key, and fails. */
function linkKey(jwtSecret: string): KeyObject {
  return createSecretKey(createHmac('sha256', jwtSecret).update(PURPOSE).digest());
}

export function signPdfLinkToken(jwtSecret: string, jobId: string, expiresAt: Date): string {
  return jwt.sign({ typ: TYPE, exp: Math.ceil(expiresAt.getTime() / 1000) }, linkKey(jwtSecret), {
    algorithm: 'HS256',
    subject: jobId,
    noTimestamp: true,
  });
}

export function pdfLinkUrl(token: string): string {
  return `${PDF_LINK_FILES_PATH}/${token}`;
}

/** A request URL as the logs show it: a download link without its token (the token is the permission). */
export function withoutLinkToken(url: string): string {
  return url.startsWith(`${PDF_LINK_FILES_PATH}/`) ? `${PDF_LINK_FILES_PATH}/[redacted]${url.slice(PDF_LINK_FILES_PATH.length + 1).replace(/^[^/?#]+/, '')}` : url;
}

export type PdfLinkTokenCheck = { valid: true; jobId: string } | { valid: false; expired: boolean };

/** What a presented token is worth at `now`: the job it names, or why not (a bad token is never "expired"). */
export function checkPdfLinkToken(jwtSecret: string, token: string, now: Date): PdfLinkTokenCheck {
  try {
    const payload = jwt.verify(token, linkKey(jwtSecret), { algorithms: ['HS256'], clockTimestamp: Math.floor(now.getTime() / 1000) });
    if (typeof payload !== 'object' || payload.typ !== TYPE || typeof payload.sub !== 'string' || !UUID_PATTERN.test(payload.sub)) {
      return { valid: false, expired: false };
    }
    return { valid: true, jobId: payload.sub.toLowerCase() };
  } catch (err) {
    // The signature is checked before the expiry: an expired token is one this api signed.
    return { valid: false, expired: err instanceof jwt.TokenExpiredError };
  }
}
