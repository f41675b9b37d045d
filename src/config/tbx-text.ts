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
