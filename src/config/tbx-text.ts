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
 * between two pieces whole in the later one. The byte-order mark is read from the first piece. Throws as tbxText
 * does, at the piece that holds bytes of no character.
 */
export function* tbxTextPieces(pieces: Iterable<Uint8Array>): Generator<string, void, undefined> {
  let decoder: InstanceType<typeof TextDecoder> | undefined;
  for (const piece of pieces) {
    // Its own decoder: one in the middle of a file keeps what it has read of a character cut between pieces.
    decoder ??= new TextDecoder(piece[0] === 0xff && piece[1] === 0xfe ? 'utf-16le' : piece[0] === 0xfe && piece[1] === 0xff ? 'utf-16be' : 'utf-8', { fatal: true });
    const text = decoder.decode(piece, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder?.decode() ?? '';
  if (rest !== '') yield rest;
}

