/**
 * A PDF made of page images (pdf-lib): one page per PNG or JPEG, the page as large in points as the
 * picture is in pixels (shrunk to the largest page size PDF readers accept). JPEGs and plain PNGs
 * (8-bit grey or RGB, not interlaced, no transparency: what page cutting renders) go into the PDF as
 * they are compressed, after their data was checked; other PNGs are decoded and compressed again.
 */
import { crc32, createInflate } from 'node:zlib';
import { concatTransformationMatrix, drawObject, PDFDocument, popGraphicsState, pushGraphicsState } from 'pdf-lib';
import { detectKind, SIGNATURE_BYTES } from '../../http/uploads';
import { PageImageError } from './archive';

/** Largest page side PDF readers accept (200 inches). */
export const PDF_PAGE_MAX_POINTS = 14_400;

export interface PdfPageSize {
  width: number;
  height: number;
}

export class ImagePdf {
  private constructor(private readonly doc: PDFDocument) {}

  static async create(): Promise<ImagePdf> {
    const doc = await PDFDocument.create();
    doc.setProducer('Flyerdesk');
    doc.setCreator('Flyerdesk');
    return new ImagePdf(doc);
  }

  get pageCount(): number {
    return this.doc.getPageCount();
  }

  /** Adds a page showing `image`; PageImageError when it is not a usable PNG or JPEG. Answers the picture's size in pixels. */
  async addImagePage(image: Uint8Array, label: string): Promise<PdfPageSize> {
    const kind = detectKind(image.subarray(0, SIGNATURE_BYTES));
    const plain = kind === 'png' ? await plainPng(Buffer.from(image.buffer, image.byteOffset, image.byteLength), label) : undefined;
    if (plain) return this.addPlainPng(plain);
    // pdf-lib reads the bytes through their ArrayBuffer from offset 0: Node's pooled Buffers need a copy of their own.
    const own = image.byteOffset === 0 && image.byteLength === image.buffer.byteLength ? image : new Uint8Array(image);
    let embedded;
    try {
      if (kind === 'png') embedded = await this.doc.embedPng(own);
      else if (kind === 'jpeg') embedded = await this.doc.embedJpg(own);
    } catch (err) {
      throw new PageImageError(`${label} is a damaged picture (${err instanceof Error ? err.message : String(err)})`);
    }
    if (!embedded) throw new PageImageError(`${label} is not a PNG or JPEG picture`);
    const { width, height } = embedded;
    if (!(width > 0 && height > 0)) throw new PageImageError(`${label} has no pixels`);
    const scale = Math.min(1, PDF_PAGE_MAX_POINTS / Math.max(width, height));
    const page = this.doc.addPage([width * scale, height * scale]);
    page.drawImage(embedded, { x: 0, y: 0, width: width * scale, height: height * scale });
    return { width, height };
  }

  /** A plain PNG's compressed rows become the image as they are (PNG predictors are part of PDF's Flate filter). */
  private addPlainPng(png: PlainPng): PdfPageSize {
    const { width, height, colors } = png;
    const context = this.doc.context;
    const image = context.register(
      context.stream(png.data, {
        Type: 'XObject',
        Subtype: 'Image',
        Width: width,
        Height: height,
        BitsPerComponent: 8,
        ColorSpace: colors === 3 ? 'DeviceRGB' : 'DeviceGray',
        Filter: 'FlateDecode',
        DecodeParms: { Predictor: 15, Colors: colors, BitsPerComponent: 8, Columns: width },
      }),
    );
    const scale = Math.min(1, PDF_PAGE_MAX_POINTS / Math.max(width, height));
    const page = this.doc.addPage([width * scale, height * scale]);
    const name = page.node.newXObject('Image', image);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(width * scale, 0, 0, height * scale, 0, 0), drawObject(name), popGraphicsState());
    return { width, height };
  }

  /** The PDF's bytes (classic cross-reference table, so that simple readers find every page). */
  save(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: false });
  }
}

interface PlainPng {
  width: number;
  height: number;
  /** 1 grey, 3 RGB. */
  colors: 1 | 3;
  /** The compressed rows (all IDAT chunks together). */
  data: Buffer;
}

/** Largest picture side taken (pixels); larger ones are refused as damaged rather than decoded. */
const PNG_MAX_SIDE = 30_000;

/**
 * Whether compressed PNG rows inflate to exactly `height` rows of `stride` bytes, each starting with
 * a known filter; read as a stream, so that the picture is never held uncompressed.
 */
async function rowsFill(compressed: Buffer, stride: number, height: number): Promise<boolean> {
  const expected = stride * height;
  const inflater = createInflate();
  inflater.end(compressed);
  let total = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      for (let i = (stride - (total % stride)) % stride; i < chunk.length; i += stride) {
        if ((chunk[i] ?? 255) > 4) return false;
      }
      total += chunk.length;
      if (total > expected) return false;
    }
  } catch {
    return false;
  } finally {
    inflater.destroy();
  }
  return total === expected;
}

/**
 * Reads a PNG's chunks (each checked against its CRC). Answers the picture when it is plain (8-bit
 * grey or RGB, not interlaced, no transparency) and its rows inflate to exactly the size the header
 * promises; undefined for other PNGs (decoded by pdf-lib); PageImageError for a damaged one.
 */
async function plainPng(png: Buffer, label: string): Promise<PlainPng | undefined> {
  const damaged = (why: string) => new PageImageError(`${label} is a damaged picture (${why})`);
  let offset = 8;
  let header: Buffer | undefined;
  let transparency = false;
  let ended = false;
  const data: Buffer[] = [];
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > png.length) throw damaged('a chunk runs past the end');
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    if (crc32(typeAndData) !== png.readUInt32BE(offset + 8 + length)) throw damaged('a chunk fails its checksum');
    const type = typeAndData.subarray(0, 4).toString('latin1');
    const body = typeAndData.subarray(4);
    if (type === 'IHDR') header = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'tRNS') transparency = true;
    offset = end;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!header || header.length < 13) throw damaged('no header');
  if (data.length === 0 || !ended) throw damaged('the picture data is cut short');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [bitDepth, colorType, compression, filter, interlace] = [header[8], header[9], header[10], header[11], header[12]];
  if (width === 0 || height === 0 || width > PNG_MAX_SIDE || height > PNG_MAX_SIDE) throw damaged(`${width} × ${height} pixels`);
  if (bitDepth !== 8 || (colorType !== 0 && colorType !== 2) || compression !== 0 || filter !== 0 || interlace !== 0 || transparency) return undefined;
  const colors = colorType === 2 ? 3 : 1;
  const compressed = Buffer.concat(data);
  if (!(await rowsFill(compressed, 1 + width * colors, height))) throw damaged('its rows cannot be read');
  return { width, height, colors, data: compressed };
}
