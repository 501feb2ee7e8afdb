/** One gzip member put together from parts compressed beforehand and text stored as it is (issue 48). */
import { describe, expect, it } from 'vitest';
import { crc32, gunzipSync } from 'node:zlib';
import { answerPiece, deflateParts, keptPiece, splicedGzip, splicedGzipChunks } from '../../src/lib/gzip-splice';
import { concatBytes } from '../../src/lib/bytes';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('spliced gzip', () => {
  it('decodes to the parts with the text between them, short text stored and long text compressed', async () => {
    const parts = [bytes('<header>'.repeat(300)), bytes('<main>शेयर गरिएको</main>'.repeat(500)), bytes('</html>')];
    const deflated = await deflateParts(parts);
    const short = bytes('<b>Sita</b>');
    const long = bytes('<li>Visit again</li>'.repeat(400));
    const pieces = [
      { plain: parts[0], deflated: deflated[0] },
      answerPiece(short),
      { plain: parts[1], deflated: deflated[1] },
      answerPiece(long),
      { plain: parts[2], deflated: deflated[2], closes: true },
    ];
    expect(answerPiece(short).stored).toBe(true);
    expect(answerPiece(long).stored).toBeUndefined();
    const gzip = splicedGzip(pieces);
    expect(Buffer.from(gunzipSync(gzip))).toEqual(Buffer.concat([parts[0], short, parts[1], long, parts[2]]));
    // compressed beforehand, the whole is still far smaller than the text
    expect(gzip.byteLength).toBeLessThan(parts[1].byteLength / 5);
  });

  it("takes a kept part's CRC as it is, without reading the part again", async () => {
    const parts = [bytes('<head>'.repeat(2_000)), bytes('<footer>'.repeat(900))];
    const deflated = await deflateParts(parts);
    const fill = bytes('<span>Sita</span>');
    const answer = (crcs: number[]) => splicedGzip([{ plain: parts[0], deflated: deflated[0], crc: crcs[0] }, answerPiece(fill), { plain: parts[1], deflated: deflated[1], crc: crcs[1], closes: true }]);
    // gunzip checks the CRC of what it decoded against the trailer's
    expect(Buffer.from(gunzipSync(answer(parts.map((part) => crc32(part)))))).toEqual(Buffer.concat([parts[0], fill, parts[1]]));
    expect(() => gunzipSync(answer([crc32(parts[0]) ^ 1, crc32(parts[1])]))).toThrow(/check/);
  });

  it('takes a piece made once (its CRC and length factor worked out beforehand) into any number of answers, written as its parts', async () => {
    const parts = [bytes('<head>'.repeat(2_000)), bytes('<main>'.repeat(700)), bytes('<footer>'.repeat(900))];
    const deflated = await deflateParts(parts);
    const kept = parts.map((part, i) => keptPiece(part, deflated[i], i === parts.length - 1));
    const sita = answerPiece(bytes('<span>Sita</span>'));
    const ram = answerPiece(bytes('<span>Ram</span>'));
    for (const [a, b] of [
      [sita, ram],
      [ram, sita],
    ]) {
      const { chunks, byteLength } = splicedGzipChunks([kept[0], a, kept[1], b, kept[2]]);
      const gzip = concatBytes(chunks);
      expect(gzip.byteLength).toBe(byteLength);
      // gunzip checks the CRC the factors made against the text it decoded
      expect(Buffer.from(gunzipSync(gzip))).toEqual(Buffer.concat([parts[0], a.plain, parts[1], b.plain, parts[2]]));
    }
    // a factor that is not the piece's length's makes a CRC gunzip refuses
    expect(() => gunzipSync(splicedGzip([kept[0], { ...sita, factor: ram.factor }, kept[1], kept[2]]))).toThrow(/check/);
  });

  it('compresses a long place with a window no longer than it, and the stream still reads', () => {
    for (const length of [1_024, 2_763, 5_000, 40_000, 70_000]) {
      const text = bytes(Array.from({ length: length / 8 }, (_, i) => `<a>${i % 97}</a>`).join('').slice(0, length));
      const piece = answerPiece(text);
      expect(piece.deflated).toBeDefined();
      expect(Buffer.from(gunzipSync(splicedGzip([{ plain: bytes('<p>') }, piece, { plain: bytes('</p>') }])))).toEqual(Buffer.concat([bytes('<p>'), text, bytes('</p>')]));
    }
  });

  it('stores text longer than one stored block can hold, and closes a stream whose last piece does not', () => {
    const big = new Uint8Array(70_000).map((_, i) => 65 + (i % 26));
    const gzip = splicedGzip([{ plain: big }]);
    expect(Buffer.from(gunzipSync(gzip))).toEqual(Buffer.from(big));
  });

  it('refuses a closing piece before the end', async () => {
    const [first, second] = await deflateParts([bytes('a'), bytes('b')]);
    expect(() => splicedGzip([{ plain: bytes('b'), deflated: second, closes: true }, { plain: bytes('a'), deflated: first }])).toThrow(/last piece/);
  });
});
