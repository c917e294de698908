import { describe, expect, it } from 'vitest';
import { simpleWebp } from '../../../src/features/admin/uploads/webp-bytes';

function chunk(name: string, size: number, fill: number): Uint8Array {
  const bytes = new Uint8Array(8 + size + (size % 2)).fill(fill, 8, 8 + size);
  bytes.set([...name].map((letter) => letter.charCodeAt(0)));
  new DataView(bytes.buffer).setUint32(4, size, true);
  return bytes;
}

function riff(...chunks: Uint8Array[]): Uint8Array {
  const length = chunks.reduce((sum, item) => sum + item.length, 0);
  const bytes = new Uint8Array(12 + length);
  bytes.set([...'RIFF....WEBP'].map((letter) => letter.charCodeAt(0)));
  new DataView(bytes.buffer).setUint32(4, 4 + length, true);
  let at = 12;
  for (const item of chunks) {
    bytes.set(item, at);
    at += item.length;
  }
  return bytes;
}

const names = (bytes: Uint8Array) => String.fromCharCode(...bytes.subarray(0, 4), ...bytes.subarray(8, 16));

describe('simpleWebp', () => {
  it('keeps only the image data of a lossy WebP, dropping the extended header and colour profile', () => {
    const image = chunk('VP8 ', 41, 9);
    const simple = simpleWebp(riff(chunk('VP8X', 10, 0), chunk('ICCP', 480, 1), image));
    expect(simple).not.toBeNull();
    if (!simple) return;
    expect(names(simple)).toBe('RIFFWEBPVP8 ');
    expect(simple.length).toBe(12 + image.length);
    expect(new DataView(simple.buffer).getUint32(4, true)).toBe(simple.length - 8);
    expect([...simple.subarray(12)]).toEqual([...image]);
  });

  it('leaves alone what is not a plain lossy WebP', () => {
    expect(simpleWebp(riff(chunk('VP8X', 10, 0), chunk('ALPH', 20, 1), chunk('VP8 ', 40, 2)))).toBeNull();
    expect(simpleWebp(riff(chunk('VP8L', 40, 2)))).toBeNull();
    expect(simpleWebp(new Uint8Array(100).fill(7))).toBeNull();
    // A chunk longer than the file: damaged.
    const cut = riff(chunk('VP8 ', 40, 2)).subarray(0, 30);
    expect(simpleWebp(cut)).toBeNull();
  });
});
