import { appendFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diagnostic, START } from '../../src/config/diagnostic.ts';
import { filePieces, GrewTooLarge, PieceUnreadable, piecesFailure } from '../../src/config/file-pieces.ts';
import { readStyleBytes } from '../../src/config/read-yaml.ts';
import { readTbx, tbxText } from '../../src/config/tbx.ts';
import { tbxTextPieces } from '../../src/config/tbx-text.ts';

// An entries file is read a piece at a time (issue #31): what the pieces give must be what the whole gave.
const limit = (bytes: number) => ({ bytes, tooLarge: (file: string, size: number) => diagnostic('error', 'file-too-large', { file, pos: START }, `${size} bytes`, 'Smaller.') });

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});
function file(content: string | Uint8Array): string {
  dir = mkdtempSync(path.join(tmpdir(), 'stylesync-pieces-'));
  const at = path.join(dir, 'terms.tbx');
  writeFileSync(at, content);
  return at;
}

/** `bytes` cut into pieces of `size`, as filePieces gives them. */
function cut(bytes: Uint8Array, size: number): Uint8Array[] {
  return Array.from({ length: Math.ceil(bytes.length / size) }, (_, k) => bytes.subarray(k * size, (k + 1) * size));
}

const TBX = `<?xml version="1.0"?>\n<martif type="TBX-Basic"><text><body>\n${Array.from({ length: 40 }, (_, i) => `<termEntry id="c${i}"><langSet xml:lang="en"><tig><term>term ${i} ✓</term></tig></langSet><langSet xml:lang="de"><tig><term>Begriff 𝒳 ${i}</term><note>note ${i}</note></tig></langSet></termEntry>\n`).join('')}</body></text></martif>\n`;

describe('a file read a piece at a time', () => {
  it('gives its bytes in pieces of the size asked, then ends; a file past its limit, or no file, is refused as a whole read refuses it', () => {
    const at = file('0123456789');
    const read = filePieces(at, 'terms.tbx', limit(100), 4);
    expect(Symbol.iterator in read).toBe(true);
    // Each piece is read into one buffer: copied here before the next is read.
    expect([...(read as Iterable<Uint8Array>)].length).toBe(3);
    expect(Array.from(filePieces(at, 'terms.tbx', limit(100), 4) as Iterable<Uint8Array>, (p) => Buffer.from(p).toString())).toEqual(['0123', '4567', '89']);
    expect(filePieces(at, 'terms.tbx', limit(9), 4)).toMatchObject({ ok: false, diagnostics: [{ code: 'file-too-large', message: '10 bytes' }] });
    expect(filePieces(path.join(dir as string, 'missing.tbx'), 'missing.tbx', limit(9))).toMatchObject({ ok: false, diagnostics: [{ code: 'unreadable-file' }] });
    expect(filePieces(dir as string, 'terms', limit(9))).toMatchObject({ ok: false, diagnostics: [{ code: 'unreadable-file' }] });
  });

  it('stops a file that grows past its limit while it is read, naming the size it reached', () => {
    const at = file('0123456789');
    const read = filePieces(at, 'terms.tbx', limit(12), 4) as Iterable<Uint8Array>;
    appendFileSync(at, 'abcdef');
    expect(() => [...read]).toThrow(GrewTooLarge);
  });

  it('decodes pieces cut inside a character (UTF-8, UTF-16 either way) to the whole text, and throws on bytes of no character', () => {
    const utf8 = Buffer.from(TBX);
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TBX, 'utf16le')]);
    const be = Buffer.from(le).swap16();
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    // Pieces of one byte too: a byte-order mark cut between pieces is read as the mark it is.
    for (const bytes of [utf8, bom, le, be]) {
      for (const size of [1, 2, 3, 5, 64, bytes.length]) expect([...tbxTextPieces(cut(bytes, size))].join('')).toBe(tbxText(bytes));
    }
    // A file of one byte, or none, reads as it did whole.
    for (const bytes of [Buffer.from('x'), Buffer.alloc(0)]) expect([...tbxTextPieces(cut(bytes, 1))].join('')).toBe(tbxText(bytes));
    expect(() => [...tbxTextPieces(cut(Buffer.from([0xff]), 1))]).toThrow(TypeError);
    const broken = Buffer.from(utf8);
    broken[200] = 0xff;
    expect(() => [...tbxTextPieces(cut(broken, 64))]).toThrow(TypeError);
  });

  it('reads a termbase given in pieces as given whole: the concepts and their lines, an entity declaration cut between pieces at its place', () => {
    const whole = readTbx(TBX);
    expect(whole.ok).toBe(true);
    for (const size of [1, 7, 100, 4096]) {
      const pieces = Array.from({ length: Math.ceil(TBX.length / size) }, (_, k) => TBX.slice(k * size, (k + 1) * size));
      expect(readTbx(pieces)).toEqual(whole);
    }
    // From the file itself, its one buffer read into again for each piece, characters cut between pieces (UTF-16 too).
    const utf16 = file(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TBX, 'utf16le')]));
    for (const size of [1, 3, 7]) expect(readTbx(tbxTextPieces(filePieces(utf16, 'terms.tbx', limit(100_000), size) as Iterable<Uint8Array>))).toEqual(whole);
    const bomb = '<?xml version="1.0"?>\n<!DOCTYPE martif [\n  <!ENTITY a "aaaa">]>\n<martif>&a;</martif>\n';
    const at = readTbx(bomb);
    expect(at).toMatchObject({ ok: false, line: 3, col: 3, message: 'the TBX file declares entities in its DOCTYPE' });
    for (let split = 1; split < bomb.length; split++) expect(readTbx([bomb.slice(0, split), bomb.slice(split)])).toEqual(at);
    // After a fault the rest is still looked at: the entity is reported wherever the text is cut, as read whole.
    const late = '<?xml version="1.0"?>\n<martif><text><body></oops>\n<!-- <!ENTITY a "aaaa"> --></body></text></martif>\n';
    const lateAt = readTbx(late);
    expect(lateAt).toMatchObject({ ok: false, line: 3, col: 6, message: 'the TBX file declares entities in its DOCTYPE' });
    for (let split = 1; split < late.length; split++) expect(readTbx([late.slice(0, split), late.slice(split)])).toEqual(lateAt);
  });

  // Files this process has open (Linux): the test files of one worker run one after another (vitest pool: forks).
  const openFiles = () => readdirSync('/proc/self/fd').length;
  const linux = existsSync('/proc/self/fd');

  it.runIf(linux)('closes the file however the reading ends: given up before its first piece, stopped by a reader that throws, at a read that fails', () => {
    const at = file(TBX);
    const before = openFiles();
    const unstarted = filePieces(at, 'terms.tbx', limit(100_000), 64) as Iterator<Uint8Array>;
    expect(openFiles()).toBe(before + 1);
    unstarted.return?.();
    expect(openFiles()).toBe(before);
    expect(() =>
      readTbx(tbxTextPieces(filePieces(at, 'terms.tbx', limit(100_000), 64) as Iterable<Uint8Array>), () => {
        throw new Error('a reader’s bug');
      }),
    ).toThrow('a reader’s bug');
    expect(openFiles()).toBe(before);
    // A regular file whose read fails (EIO at offset 0): an error naming the file, not the read's own.
    let failed: unknown;
    try {
      Array.from(filePieces('/proc/self/mem', 'mem', limit(100)) as Iterable<Uint8Array>);
    } catch (error) {
      failed = error;
    }
    expect(failed).toBeInstanceOf(PieceUnreadable);
    expect(openFiles()).toBe(before);
    expect(piecesFailure(failed, 'mem', limit(100))).toMatchObject({ ok: false, diagnostics: [{ code: 'unreadable-file', file: 'mem', message: 'cannot read the file: EIO' }] });
    expect(piecesFailure(new GrewTooLarge(101), 'terms.tbx', limit(100))).toMatchObject({ ok: false, diagnostics: [{ code: 'file-too-large', message: '101 bytes' }] });
    expect(piecesFailure(new Error('a bug'), 'terms.tbx', limit(100))).toBeUndefined();
  });
});

// A whole read (style files, glossary files, TSV and CSV entries) is bounded as the pieces are: readFileSync reads the
// size fstat gave, and a size of 0 (files of /proc; a file written while it is read) to the end, whatever it holds.
describe.runIf(existsSync('/proc/self/status'))('a file whose size says 0 read whole', () => {
  it('is read to its end within its limit, and refused past it, not read on', async () => {
    const whole = await readStyleBytes('/proc/self/status', 'status', limit(1_000_000));
    expect(whole).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(whole as Uint8Array).toString()).toMatch(/^Name:\t.*\n[^]*\nPid:\t\d+\n/);
    const cut = await readStyleBytes('/proc/self/status', 'status', limit(100));
    expect(cut).toMatchObject({ ok: false, diagnostics: [{ code: 'file-too-large', message: '101 bytes' }] });
  });
});
