import type { Page } from '@playwright/test';

/**
 * Camera photos for the browser tests, made on the spot (nothing large is committed): Chromium's canvas draws and
 * encodes a JPEG, then an EXIF block as a camera writes it (orientation, GPS position, make) is put in its header.
 */

export interface CameraPhoto {
  name: string;
  mimeType: 'image/jpeg';
  buffer: Buffer;
}

/**
 * A `width` × `height` JPEG as the sensor stored it: sky-to-sea gradients, soft discs and fine grain (so it weighs
 * what a camera's does), and a red square in the top-left corner to tell which way up it is.
 */
export async function drawJpeg(page: Page, width: number, height: number, seed: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, seed }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No canvas.');
      const sky = context.createLinearGradient(0, 0, width, height);
      sky.addColorStop(0, `hsl(${(seed * 47) % 360} 70% 70%)`);
      sky.addColorStop(1, `hsl(${(seed * 47 + 160) % 360} 60% 30%)`);
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      let state = seed * 9973;
      const random = () => (state = (state * 16807) % 2147483647) / 2147483647;
      for (let disc = 0; disc < 60; disc++) {
        context.fillStyle = `hsl(${random() * 360} 60% ${30 + random() * 50}% / 0.5)`;
        context.beginPath();
        context.arc(random() * width, random() * height, 40 + random() * 500, 0, Math.PI * 2);
        context.fill();
      }
      const grain = context.getImageData(0, 0, width, height);
      for (let at = 0; at < grain.data.length; at += 4) {
        const noise = (random() - 0.5) * 24;
        grain.data[at] += noise;
        grain.data[at + 1] += noise;
        grain.data[at + 2] += noise;
      }
      context.putImageData(grain, 0, 0);
      context.fillStyle = '#ff0000';
      context.fillRect(0, 0, Math.round(width / 6), Math.round(height / 6));
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.82 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let at = 0; at < bytes.length; at += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      }
      return btoa(binary);
    },
    { width, height, seed },
  );
  return Buffer.from(base64, 'base64');
}

interface ExifFields {
  /** EXIF Orientation: 6 = the camera was turned a quarter clockwise (show it turned 90° clockwise). */
  orientation?: number;
  /** Degrees north and east. */
  gps?: { latitude: number; longitude: number };
}

/** An IFD entry: tag, type (2 ASCII, 3 SHORT, 4 LONG, 5 RATIONAL, 1 BYTE), count, and value or offset. */
type Entry = [tag: number, type: number, count: number, value: number];

/** An IFD: its entries (a value of up to 4 bytes is written in the entry), then no next IFD. */
function ifd(entries: Entry[]): Buffer {
  const table = Buffer.alloc(2 + entries.length * 12 + 4);
  table.writeUInt16LE(entries.length, 0);
  entries.forEach(([tag, type, count, value], index) => {
    const offset = 2 + index * 12;
    table.writeUInt16LE(tag, offset);
    table.writeUInt16LE(type, offset + 2);
    table.writeUInt32LE(count, offset + 4);
    if (type === 3 && count === 1) table.writeUInt16LE(value, offset + 8);
    else table.writeUInt32LE(value, offset + 8);
  });
  return table;
}

function rationals(degrees: number): Buffer {
  const whole = Math.floor(degrees);
  const minutes = Math.floor((degrees - whole) * 60);
  const seconds = Math.round(((degrees - whole) * 60 - minutes) * 60 * 100);
  const data = Buffer.alloc(24);
  [whole, 1, minutes, 1, seconds, 100].forEach((value, index) => data.writeUInt32LE(value, index * 4));
  return data;
}

/** The EXIF APP1 segment (little-endian TIFF): make, orientation and, if given, a GPS position. */
export function exifSegment({ orientation = 1, gps }: ExifFields): Buffer {
  const make = Buffer.from('MarinaCam\0', 'latin1');
  const ifd0Entries = gps ? 3 : 2;
  const ifd0Size = 2 + ifd0Entries * 12 + 4;
  const makeAt = 8 + ifd0Size;
  const gpsAt = makeAt + make.length;
  const gpsSize = 2 + 5 * 12 + 4;
  const latitudeAt = gpsAt + gpsSize;
  const longitudeAt = latitudeAt + 24;
  const ifd0: Entry[] = [
    [0x010f, 2, make.length, makeAt],
    [0x0112, 3, 1, orientation],
    ...(gps ? [[0x8825, 4, 1, gpsAt] as Entry] : []),
  ];
  const parts = [Buffer.from('II*\0\x08\0\0\0', 'latin1'), ifd(ifd0), make];
  if (gps) {
    const gpsEntries: Entry[] = [
      [0x0000, 1, 4, 0x00000302], // version 2.3.0.0, bytes in the value field
      [0x0001, 2, 2, 0x4e], // 'N'
      [0x0002, 5, 3, latitudeAt],
      [0x0003, 2, 2, 0x45], // 'E'
      [0x0004, 5, 3, longitudeAt],
    ];
    parts.push(ifd(gpsEntries), rationals(gps.latitude), rationals(gps.longitude));
  }
  const tiff = Buffer.concat(parts);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** The JPEG with an EXIF block in place of its JFIF header, as a camera writes it. */
export function withExif(jpeg: Buffer, fields: ExifFields): Buffer {
  let rest = jpeg.subarray(2);
  if (rest.readUInt16BE(0) === 0xffe0) rest = rest.subarray(2 + rest.readUInt16BE(2));
  return Buffer.concat([jpeg.subarray(0, 2), exifSegment(fields), rest]);
}

/** Whether the bytes hold an EXIF block (JPEG APP1 or a WebP's EXIF chunk) with a GPS position. */
export function hasExifGps(bytes: Buffer): boolean {
  const at = bytes.indexOf('Exif\0\0', 0, 'latin1');
  if (at < 0) return false;
  const tiff = at + 6;
  const ifd0 = tiff + bytes.readUInt32LE(tiff + 4);
  const count = bytes.readUInt16LE(ifd0);
  for (let index = 0; index < count; index++) {
    if (bytes.readUInt16LE(ifd0 + 2 + index * 12) === 0x8825) return true;
  }
  return false;
}

/** The chunk names of a WebP file (`VP8 `, `VP8L`, `VP8X`, `ALPH`, `EXIF`, `XMP `, `ICCP`). */
export function webpChunks(bytes: Buffer): string[] {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    throw new Error('Not a WebP file.');
  }
  const names: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    names.push(bytes.toString('latin1', at, at + 4));
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return names;
}
