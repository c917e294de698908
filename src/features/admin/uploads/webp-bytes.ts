/**
 * A lossy WebP in its simple form: only its image data (the `VP8 ` chunk), without the extended header and the sRGB
 * colour profile (an `ICCP` chunk of about 500 bytes) Chromium's canvas writes into every WebP. Browsers show a WebP
 * without a profile as sRGB, so the picture is the same; a 16 px placeholder shrinks from about 800 characters of
 * `data:` URL to about 300. Null when the file is anything else (lossless, with transparency, not a WebP): keep it.
 */
export function simpleWebp(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 20 || text(0) !== 'RIFF' || text(8) !== 'WEBP') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let image: Uint8Array | null = null;
  for (let at = 12; at + 8 <= bytes.length;) {
    const name = text(at);
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length) return null;
    if (name === 'ALPH' || name === 'VP8L' || name === 'ANIM') return null;
    if (name === 'VP8 ') image = bytes.subarray(at, end);
    at = end;
  }
  if (!image) return null;
  const simple = new Uint8Array(12 + image.length);
  simple.set(bytes.subarray(0, 12));
  new DataView(simple.buffer).setUint32(4, simple.length - 8, true);
  simple.set(image, 12);
  return simple;
}
