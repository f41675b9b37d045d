// Apart from tbx.ts so that reading a file's bytes does not load the XML parser.

/**
 * The text of a TBX file: UTF-8, or UTF-16 with its byte-order mark. Every
 * XML processor must read both (XML 1.0, 4.3.3), and terminology tools
 * export TBX in UTF-16 (SDL MultiTerm does). Throws on bytes that are neither.
 */
export function tbxText(bytes: Uint8Array): string {
  const decoder = bytes[0] === 0xff && bytes[1] === 0xfe ? utf16le : bytes[0] === 0xfe && bytes[1] === 0xff ? utf16be : utf8;
  return decoder.decode(bytes);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf16le = new TextDecoder('utf-16le', { fatal: true });
const utf16be = new TextDecoder('utf-16be', { fatal: true });

/**
 * tbxText over a file's pieces, in order (config/file-pieces.ts): each piece's text as it comes, a character cut
 * between two pieces whole in the later one. The byte-order mark is read from the first two bytes, held until there
 * are two (a first piece of one byte: a read that returned less, or a one-byte file). Throws as tbxText does, at the
 * piece that holds bytes of no character.
 */
export function* tbxTextPieces(pieces: Iterable<Uint8Array>): Generator<string, void, undefined> {
  let decoder: InstanceType<typeof TextDecoder> | undefined;
  /** The first byte, while it is the only one read (a piece is valid only until the next is read: copied). */
  let first: Uint8Array | undefined;
  for (const read of pieces) {
    const piece = first === undefined ? read : Buffer.concat([first, read]);
    if (decoder === undefined && piece.length < 2) {
      first = Uint8Array.from(piece);
      continue;
    }
    first = undefined;
    // Its own decoder: one in the middle of a file keeps what it has read of a character cut between pieces.
    decoder ??= bomDecoder(piece);
    const text = decoder.decode(piece, { stream: true });
    if (text !== '') yield text;
  }
  // A file of one byte: decoded as a whole (no mark fits in it).
  const rest = first !== undefined ? bomDecoder(first).decode(first) : (decoder?.decode() ?? '');
  if (rest !== '') yield rest;
}

/** A streaming decoder of the text `start` begins: UTF-16 as its byte-order mark says, else UTF-8. */
function bomDecoder(start: Uint8Array): InstanceType<typeof TextDecoder> {
  return new TextDecoder(start[0] === 0xff && start[1] === 0xfe ? 'utf-16le' : start[0] === 0xfe && start[1] === 0xff ? 'utf-16be' : 'utf-8', { fatal: true });
}
