import sharp from 'sharp';
import { AppError } from '../../lib/errors';

/** The largest image upload (3 MB): the multipart limit of app.ts. */
export const MAX_IMAGE_BYTES = 3 * 1024 * 1024;
/** Decoding stops before a decompression bomb can take memory: about 40 megapixels at most. */
const MAX_INPUT_PIXELS = 40_000_000;
const OUTPUT_SIZE = 512;
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * Checks an upload by its content (never its name or declared type), then re-encodes it to WebP,
 * at most 512 px, with every piece of metadata (EXIF, GPS, ICC, XMP) dropped.
 */
export async function normaliseImage(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please select an image file');
  }
  if (!format || !RASTER_FORMATS.has(format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please select an image file');
  }
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate() // apply the EXIF orientation before the EXIF is dropped
      .resize(OUTPUT_SIZE, OUTPUT_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(message)) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        'This image is too large to process. Please choose a smaller one.',
      );
    }
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please select an image file');
  }
}
