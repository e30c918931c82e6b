import {
  canDeactivateReel,
  canPublishReel,
  isLeafletNaturalId,
  isReelExpired,
  parseLeafletNaturalId,
  recogniseReelMedia,
  reelExpiryOf,
  reelMediaMaxBytes,
  reelMediaTypeOfPath,
  reelStatusAfter,
  reelStatusChoices,
  REEL_MEDIA_TYPE_OF,
  REEL_VIDEO_MAX_BYTES,
  seesReelChannel,
} from './reels';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], [0, 16], 'JFIF', [0, 1]);
const GIF = bytes('GIF89a', [1, 0, 1, 0, 0, 0]);
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBP');
const MP4 = bytes([0, 0, 0, 0x20], 'ftyp', 'isom');
const MOV = bytes([0, 0, 0, 0x14], 'ftyp', 'qt  ');
const WEBM = bytes([0x1a, 0x45, 0xdf, 0xa3], [0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0xf7, 0x81]);

describe('reel statuses (spec §4)', () => {
  it('publishes drafts and deactivated reels, and deactivates published ones', () => {
    expect(reelStatusAfter('DRAFT', 'publish')).toBe('PUBLISHED');
    expect(reelStatusAfter('DEACTIVATED', 'publish')).toBe('PUBLISHED');
    expect(reelStatusAfter('PUBLISHED', 'publish')).toBeNull();
    expect(reelStatusAfter('PUBLISHED', 'deactivate')).toBe('DEACTIVATED');
    expect(reelStatusAfter('DRAFT', 'deactivate')).toBeNull();
    expect(canPublishReel('DRAFT')).toBe(true);
    expect(canDeactivateReel('DEACTIVATED')).toBe(false);
  });

  it('offers a new reel draft or published, and an existing one its status or the next one', () => {
    expect(reelStatusChoices(undefined)).toEqual(['DRAFT', 'PUBLISHED']);
    expect(reelStatusChoices('DRAFT')).toEqual(['DRAFT', 'PUBLISHED']);
    expect(reelStatusChoices('PUBLISHED')).toEqual(['PUBLISHED', 'DEACTIVATED']);
    expect(reelStatusChoices('DEACTIVATED')).toEqual(['PUBLISHED', 'DEACTIVATED']);
  });
});

describe('leaflet natural ids (spec §5)', () => {
  it('reads shop, both days and the suffix', () => {
    expect(parseLeafletNaturalId('biedronka-23-11-26-29-11-26-ab1cd')).toEqual({
      storeName: 'biedronka',
      validFrom: '2026-11-23',
      validTo: '2026-11-29',
      suffix: 'ab1cd',
    });
    expect(parseLeafletNaturalId('dino-polska-01-02-27-28-02-27-x0y9z')?.storeName).toBe('dino-polska');
  });

  it('refuses other texts and days that do not exist', () => {
    for (const text of ['biedronka-23-11-26-29-11-26', 'Biedronka-23-11-26-29-11-26-ab1cd', 'biedronka-23-11-2026-29-11-26-ab1cd', 'biedronka-32-11-26-29-11-26-ab1cd', 'biedronka-23-13-26-29-11-26-ab1cd', 'biedronka-23-11-26-29-11-26-ab1c', '-23-11-26-29-11-26-ab1cd']) {
      expect([text, isLeafletNaturalId(text)]).toEqual([text, false]);
    }
  });
});

describe('reel media recognised by content', () => {
  it('recognises images by their magic bytes', () => {
    expect(recogniseReelMedia(PNG)).toBe('png');
    expect(recogniseReelMedia(JPEG)).toBe('jpeg');
    expect(recogniseReelMedia(GIF)).toBe('gif');
    expect(recogniseReelMedia(WEBP)).toBe('webp');
  });

  it("recognises MP4 and MOV by the 'ftyp' box and WebM by its EBML header", () => {
    expect(recogniseReelMedia(MP4)).toBe('mp4');
    expect(recogniseReelMedia(MOV)).toBe('mov');
    expect(recogniseReelMedia(WEBM)).toBe('webm');
    expect(REEL_MEDIA_TYPE_OF.mp4).toBe('VIDEO');
    expect(REEL_MEDIA_TYPE_OF.gif).toBe('IMAGE');
  });

  it('refuses random bytes, text, SVG and a file too short to tell', () => {
    expect(recogniseReelMedia(Uint8Array.from([7, 1, 99, 12, 250, 3, 3, 8, 0, 42, 17, 5]))).toBeUndefined();
    expect(recogniseReelMedia(bytes('<svg onload=x>'))).toBeUndefined();
    expect(recogniseReelMedia(bytes([0, 0, 0, 0x20], 'ftyp'))).toBeUndefined();
    expect(recogniseReelMedia(new Uint8Array())).toBeUndefined();
  });

  it('tells image or video from a stored file address, and limits each', () => {
    expect(reelMediaTypeOfPath('/files/reels/abc-123.mp4')).toBe('VIDEO');
    expect(reelMediaTypeOfPath('/files/reels/abc-123.png')).toBe('IMAGE');
    expect(reelMediaTypeOfPath('https://example.com/a.mp4')).toBeUndefined();
    expect(reelMediaMaxBytes('VIDEO')).toBe(REEL_VIDEO_MAX_BYTES);
    expect(reelMediaMaxBytes('IMAGE')).toBeLessThan(REEL_VIDEO_MAX_BYTES);
  });
});

describe('expiry and channels', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it('is expired once the visibility end has passed', () => {
    expect(isReelExpired('2026-11-25T09:59:00Z', now)).toBe(true);
    expect(isReelExpired('2026-11-25T10:01:00Z', now)).toBe(false);
    expect(reelExpiryOf('2026-11-20T00:00:00Z', now)).toBe('EXPIRED');
  });

  it('shows administrators every channel and anyone else their assigned ones', () => {
    expect(seesReelChannel({ id: 'a', roles: ['ADMIN'] }, [])).toBe(true);
    expect(seesReelChannel({ id: 'r', roles: ['EDITOR_REELS'] }, ['r'])).toBe(true);
    expect(seesReelChannel({ id: 'r', roles: ['EDITOR_REELS'] }, ['x'])).toBe(false);
  });
});
