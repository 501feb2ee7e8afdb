/**
 * A gzip answer put together from pieces compressed beforehand (issue 48): a kept page's parts
 * between its personal places are deflated once, each ending on a byte boundary with the compressor's
 * history emptied (a full flush), so that any text can go between them as stored (uncompressed)
 * deflate blocks. The result is one ordinary gzip member, which every browser reads: nothing of the
 * page is compressed again for a signed-in shopper, nor read again for the CRC of the whole: each
 * part's CRC is kept with it and combined with the places' (./crc32-combine.ts; reading 117 KiB for
 * it cost 20 µs a request, combining them costs about 2).
 *
 * Deflate: RFC 1951 (a stored block is a 3-bit header padded to the byte, LEN and its complement NLEN,
 * then the bytes); gzip: RFC 1952 (a 10-byte header, the deflate data, CRC-32 and the size mod 2^32).
 */
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';
import { promisify } from 'node:util';
import { concatBytes } from './bytes';
import { crc32Extend, lengthFactor } from './crc32-combine';

const deflate = promisify(deflateRaw);
const LEVEL = 6;
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3);
const MAX_STORED = 0xffff;

/**
 * Each of `parts` deflated alone, all but the last ending with a full flush (byte-aligned, no reference
 * back), the last closing the stream. On the thread pool: done once for a page kept and sent many times.
 */
export async function deflateParts(parts: readonly Uint8Array[]): Promise<Uint8Array[]> {
  return Promise.all(
    parts.map(async (part, i) => {
      const out = await deflate(part, { level: LEVEL, finishFlush: i === parts.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH });
      return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
    }),
  );
}

/** `bytes` as stored deflate blocks, none the last (so the stream goes on after them). */
function storedBlocks(bytes: Uint8Array): Uint8Array[] {
  const blocks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += MAX_STORED) {
    const chunk = bytes.subarray(at, at + MAX_STORED);
    const head = new Uint8Array(5);
    head[0] = 0; // BFINAL 0, BTYPE 00 (stored), padded to the byte
    head[1] = chunk.length & 0xff;
    head[2] = chunk.length >> 8;
    head[3] = ~chunk.length & 0xff;
    head[4] = (~chunk.length >> 8) & 0xff;
    blocks.push(head, chunk);
  }
  return blocks;
}

/** An empty stored block that closes a deflate stream. */
const FINAL_EMPTY_BLOCK = Uint8Array.of(1, 0, 0, 0xff, 0xff);

/** Below this a piece goes stored: compressing a few hundred bytes costs more than sending them. */
const STORE_BELOW = 1024;

/**
 * A piece made for an answer (a shopper's place), ready to go into any number of answers: stored when
 * short, deflated here when long (the module home's Visit Again: a few store cards), flushed so the
 * next piece can follow; with its CRC and the factor its length applies (./crc32-combine.ts).
 */
export function answerPiece(plain: Uint8Array): ReadyPiece {
  const ready = { plain, crc: crc32(plain), factor: lengthFactor(plain.length) };
  if (plain.length < STORE_BELOW) return { ...ready, deflated: concatBytes(storedBlocks(plain)), stored: true };
  const out = deflateRawSync(plain, { level: LEVEL, ...pieceWindow(plain.length), finishFlush: constants.Z_FULL_FLUSH });
  return { ...ready, deflated: new Uint8Array(out.buffer, out.byteOffset, out.byteLength) };
}

/** A kept page's part as a piece: compressed beforehand (`deflateParts`), its CRC and factor worked out once. */
export const keptPiece = (plain: Uint8Array, deflated: Uint8Array, closes: boolean): ReadyPiece => ({ plain, deflated, crc: crc32(plain), factor: lengthFactor(plain.length), closes });

/**
 * A compressor no bigger than a piece needs: a window as long as the piece (a match can reach no
 * further back) and a smaller hash. zlib's default state is about 256 KiB, set up and cleared for each
 * call: for a 2.7 KiB Visit Again that was 71 µs of 27, with the same output. The reader's window is
 * the stream's (32 KiB), so a smaller one here changes nothing for it.
 */
function pieceWindow(length: number): { windowBits: number; memLevel: number } {
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(length))));
  return { windowBits, memLevel: Math.min(8, windowBits - 7) };
}

/**
 * A piece of the answer: its text, and how it goes (as compressed beforehand, or stored); `closes`: the
 * last of `deflateParts`, which ends the stream; `crc`: the CRC-32 of its text, when it was kept with it,
 * and `factor`, its length's (`lengthFactor`), when that was too.
 */
export type Piece =
  | { plain: Uint8Array; deflated: Uint8Array; closes?: boolean; crc?: number; factor?: number }
  | { plain: Uint8Array; deflated?: undefined; closes?: undefined; crc?: number; factor?: number };

/** A piece made once and sent in many answers: its deflate bytes (`stored` when they are stored blocks), CRC and factor all there. */
export type ReadyPiece = { plain: Uint8Array; deflated: Uint8Array; crc: number; factor: number; closes?: boolean; stored?: boolean };

/** A gzip answer as the bytes to write one after another, and their length: written as they are, not copied into one array. */
export interface GzipChunks {
  chunks: Uint8Array[];
  byteLength: number;
}

/**
 * One gzip member of the pieces in order: a piece with `deflated` (from `deflateParts` or `answerPiece`)
 * goes as it was compressed, any other as stored blocks. `plain` is each piece's text, for the CRC
 * (read only when the piece does not carry its own).
 * Only the last piece may close the stream (`closes`: the last of `deflateParts`); when it does not,
 * an empty last block closes it.
 */
export function splicedGzipChunks(pieces: readonly Piece[]): GzipChunks {
  const chunks: Uint8Array[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  let byteLength = GZIP_HEADER.length + 8;
  const push = (chunk: Uint8Array) => {
    chunks.push(chunk);
    byteLength += chunk.length;
  };
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    if (piece.closes && i !== pieces.length - 1) throw new Error('only the last piece may close the gzip stream');
    crc = piece.crc === undefined ? crc32(piece.plain, crc) : crc32Extend(crc, piece.factor ?? lengthFactor(piece.plain.length), piece.crc);
    size += piece.plain.length;
    if (piece.deflated) push(piece.deflated);
    else for (const block of storedBlocks(piece.plain)) push(block);
  }
  if (!pieces.at(-1)?.closes) push(FINAL_EMPTY_BLOCK);
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, crc >>> 0, true);
  view.setUint32(4, size >>> 0, true);
  chunks.push(trailer);
  return { chunks, byteLength };
}

/** The same, in one array. */
export const splicedGzip = (pieces: readonly Piece[]): Uint8Array<ArrayBuffer> => concatBytes(splicedGzipChunks(pieces).chunks);
