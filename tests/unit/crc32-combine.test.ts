/** CRC-32 of two runs end to end from their own CRCs (issue 48: a kept page's parts are not read again). */
import { describe, expect, it } from 'vitest';
import { crc32 } from 'node:zlib';
import { crc32Combine } from '../../src/lib/crc32-combine';

const run = (length: number, seed: number) => new Uint8Array(length).map((_, i) => (i * 31 + seed * 17 + ((i * seed) >> 3)) & 0xff);

describe('crc32Combine', () => {
  it("equals zlib's CRC of the runs put together, for lengths from 0 to past 64 KiB", () => {
    for (const [a, b] of [[0, 0], [1, 0], [0, 1], [1, 1], [7, 300], [1000, 65_536], [117_000, 2_763], [3, 1_000_001]]) {
      const first = run(a, a + 1);
      const second = run(b, b + 2);
      const whole = new Uint8Array(a + b);
      whole.set(first);
      whole.set(second, a);
      expect(crc32Combine(crc32(first), crc32(second), b)).toBe(crc32(whole));
    }
  });

  it('chains over many parts as one CRC would', () => {
    const parts = [120, 0, 5, 4_096, 33, 90_000].map((n, i) => run(n, i));
    let combined = 0;
    for (const part of parts) combined = crc32Combine(combined, crc32(part), part.length);
    let direct = 0;
    for (const part of parts) direct = crc32(part, direct);
    expect(combined).toBe(direct);
  });
});
