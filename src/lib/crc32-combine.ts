/**
 * CRC-32 (the gzip one: reflected, polynomial 0xEDB88320) of two byte runs put end to end, from each
 * run's own CRC and the second's length, without reading the bytes again (issue 48: a kept page's
 * parts are checked once when kept, and a shopper's gzip answer only combines their CRCs around the
 * places filled in for them).
 *
 * The arithmetic is that of polynomials over GF(2) modulo the CRC's polynomial: appending n zero
 * bytes multiplies a CRC by x^(8n), so crc(A·B) = crc(A)·x^(8·|B|) + crc(B). x^(8n) is made from the
 * powers x^(2^k), kept in a table of 32, in as many multiplications as n has one bits.
 */

const POLY = 0xedb88320;
/** x^0 in the reflected representation: the highest bit */
const ONE = 0x80000000;

/** a·b modulo the CRC's polynomial (both reflected) */
function multiply(a: number, b: number): number {
  let product = 0;
  for (let bit = ONE; bit !== 0; bit >>>= 1) {
    if (a & bit) {
      product ^= b;
      if ((a & (bit - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) for k = 0..31 */
const POWERS: number[] = [ONE >>> 1];
for (let k = 1; k < 32; k++) POWERS.push(multiply(POWERS[k - 1], POWERS[k - 1]));

/** x^(8n): the factor that appending n bytes applies to a CRC (a run's own, when its length is fixed: `crc32Extend`) */
export function lengthFactor(n: number): number {
  let factor = ONE;
  // 8n = n·2^3: start at x^(2^3)
  for (let k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) factor = multiply(POWERS[k & 31], factor);
  return factor;
}

/** The CRC-32 of A then B, from crc(A), crc(B) and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return crc32Extend(crcA, lengthFactor(lengthB), crcB);
}

/** The same, with B's `lengthFactor` worked out beforehand: one multiplication. */
export function crc32Extend(crcA: number, factorB: number, crcB: number): number {
  return (multiply(factorB, crcA) ^ crcB) >>> 0;
}
