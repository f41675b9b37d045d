/**
 * V8 cuts a substring of SLICE_MIN characters or more as a view into the
 * string it comes from (a sliced string): nothing is copied, and the whole
 * parent stays alive as long as the piece does. Shorter ones are copies.
 */
const SLICE_MIN = 13;

/**
 * The same text in storage of its own. A prompt the YAML reader cut out of a
 * style file is such a view, so a model that keeps every prompt kept every
 * file's whole text too: 25 MB at 1,000 files of 100 instructions (issue #31,
 * docs/performance.md "Guide"). JavaScript has no way to ask for a copy;
 * decoding bytes always makes a new string, and UTF-16 keeps every code unit
 * as it was, a lone surrogate included (UTF-8 would replace it).
 */
export function ownText(text: string): string {
  return text.length < SLICE_MIN ? text : Buffer.from(text, 'utf16le').toString('utf16le');
}
