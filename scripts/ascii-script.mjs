// A bundle's text made ASCII where that changes nothing: the command scripts of bin/run-script.js
// are read on every start, and Node decodes an ASCII file as Latin-1 at once (0.1 ms for validate's
// 1.1 MB) but a UTF-8 one with a single character past U+007F through its slow path, into a
// two-byte string (about 4 ms). esbuild escapes strings and identifiers (charset: 'ascii') but
// keeps comments and regular expression literals as written, having nothing to escape them for.
// TypeScript's parser (a dependency already) finds those; no hand-written tokenizer.
import ts from 'typescript';

const LINE_TERMINATORS = new Set(['\u2028', '\u2029']);

/**
 * `\uXXXX` for each UTF-16 unit: in a regular expression one unit or, with the u flag, a pair as one code point.
 * A character after an odd run of backslashes is an identity escape (`\é` is `é` in a string and in a regular
 * expression without the u flag): the `\u` escape takes that backslash's place, since `\\u00e9` would be a backslash
 * and the text `u00e9`. Two line terminators past U+007F are not text: in a comment (only a multi-line one holds
 * them) U+2028 and U+2029 end a line as `\n` does, for automatic semicolon insertion too, so they become `\n`; after
 * a backslash in a string they are a line continuation, which is nothing.
 */
function escapeUnits(text, comment) {
  return text.replace(/(\\*)([^\x00-\x7f])/g, (_, backslashes, c) => {
    const escaped = backslashes.length % 2 === 1;
    const before = escaped ? backslashes.slice(1) : backslashes;
    if (LINE_TERMINATORS.has(c) && comment) return `${backslashes}\n`;
    if (LINE_TERMINATORS.has(c) && escaped) return before;
    return `${before}\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * The code with every non-ASCII character of its comments, regular expression literals and string
 * literals escaped; template literals are left as they are (a tagged template reads its raw text,
 * where an escape is not the character). `left`: the non-ASCII characters still in the code.
 */
export function asciiWherePossible(code) {
  const file = ts.createSourceFile('script.cjs', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  /** Ranges [start, end) to escape, by start (a comment before two tokens is found twice), each with whether it is a comment. */
  const ranges = new Map();
  const visit = (node) => {
    const children = node.getChildren(file);
    if (children.length > 0 && node.kind !== ts.SyntaxKind.EndOfFileToken) {
      children.forEach(visit);
      return;
    }
    // A token: the comments in the trivia before it (those on the line of the token before count as that
    // token's trailing ones), and the token itself when it is a literal that may be escaped.
    for (const comment of [...(ts.getTrailingCommentRanges(code, node.pos) ?? []), ...(ts.getLeadingCommentRanges(code, node.pos) ?? [])]) {
      ranges.set(comment.pos, { end: comment.end, comment: true });
    }
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral || node.kind === ts.SyntaxKind.StringLiteral) ranges.set(node.getStart(file), { end: node.end, comment: false });
  };
  visit(file);
  let out = '';
  let at = 0;
  for (const [start, { end, comment }] of [...ranges].sort(([a], [b]) => a - b)) {
    if (start < at) continue;
    out += code.slice(at, start) + escapeUnits(code.slice(start, end), comment);
    at = end;
  }
  out += code.slice(at);
  return { code: out, left: out.match(/[^\x00-\x7f]/g)?.length ?? 0 };
}
