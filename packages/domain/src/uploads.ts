/**
 * The one limit of the proxy in front of the uploads. Each upload has its own limits (leafletFiles.ts,
 * scraper.ts, jobs.ts, reels.ts, resources.ts), checked by the gateway as the bytes arrive and by the
 * api; the proxy (deploy/proxy/nginx.conf, `client_max_body_size` of `location /upload`) must let the
 * largest of them through, with its multipart framing, so that a file within its limit is never
 * refused by the proxy and a file over it is refused with the product's own message.
 * `node scripts/check-deploy.mjs` reads the number below from this file: keep it a plain number.
 */
export const UPLOAD_REQUEST_MAX_BYTES = 525336576;

/** Room for the multipart framing around the files of the largest upload (part headers, the form's fields). */
export const UPLOAD_FRAMING_BYTES = 1024 * 1024;
