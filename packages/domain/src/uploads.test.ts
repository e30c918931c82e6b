import { CUT_MAX_PDF_BYTES } from './jobs';
import { LEAFLET_UPLOAD_MAX_BYTES } from './leafletFiles';
import { REEL_MEDIA_MAX_BYTES } from './reels';
import { IMAGE_UPLOAD_MAX_BYTES } from './resources';
import { SCRAPER_ZIP_MAX_BYTES } from './scraper';
import { UPLOAD_FRAMING_BYTES, UPLOAD_REQUEST_MAX_BYTES } from './uploads';

describe('the proxy limit of uploads', () => {
  it('lets the largest upload through with its framing, and not much more', () => {
    const largest = Math.max(LEAFLET_UPLOAD_MAX_BYTES, SCRAPER_ZIP_MAX_BYTES, CUT_MAX_PDF_BYTES, REEL_MEDIA_MAX_BYTES, IMAGE_UPLOAD_MAX_BYTES);
    expect(UPLOAD_REQUEST_MAX_BYTES).toBe(largest + UPLOAD_FRAMING_BYTES);
  });
});
