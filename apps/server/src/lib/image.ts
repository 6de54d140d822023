import type { Refusal } from '@kamar/contract';
import sharp from 'sharp';
import { badRequest } from './errors.js';

export interface ProcessedImage {
  contentType: 'image/jpeg' | 'image/png';
  content: Buffer;
  byteSize: number;
  width: number;
  height: number;
}

type Kind = 'jpeg' | 'png' | 'gif';

/** The image kind by its first bytes (magic numbers), never by its name or declared type. */
export function imageKind(bytes: Buffer): Kind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

export interface ImageRules {
  maxPixels: number;
  /** The request field the refusal names, and its words for a wrong kind and an unreadable file. */
  field: string;
  wrongType: Refusal;
  unreadable: Refusal;
}

/**
 * Re-encodes an upload (DESIGN.md section 1): only its pixels survive (EXIF, GPS and any
 * payload hidden in the file are dropped), turned upright, and bounded to `maxPixels`.
 * JPEG stays JPEG; PNG and GIF (first frame) become PNG, which keeps their transparency.
 */
export async function reencodeImage(bytes: Buffer, rules: ImageRules): Promise<ProcessedImage> {
  const kind = imageKind(bytes);
  if (!kind) throw badRequest(rules.wrongType, rules.field);
  try {
    // limitInputPixels refuses decompression bombs before they are decoded.
    const pipeline = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: rules.maxPixels, height: rules.maxPixels, fit: 'inside', withoutEnlargement: true });
    const encoded =
      kind === 'jpeg' ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      contentType: kind === 'jpeg' ? 'image/jpeg' : 'image/png',
      content: data,
      byteSize: data.length,
      width: info.width,
      height: info.height,
    };
  } catch {
    throw badRequest(rules.unreadable, rules.field);
  }
}
