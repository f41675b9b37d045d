// A bundle's text made ASCII where that changes nothing: the command scripts of bin/run-script.js
// are read on every start, and Node decodes an ASCII file as Latin-1 at once (0.1 ms for validate's
// 1.1 MB) but a UTF-8 one with a single character past U+007F through its slow path, into a
// two-byte string (about 4 ms). esbuild escapes strings and identifiers (charset: 'ascii') but
// keeps comments and regular expression literals as written, having nothing to escape them for.
// TypeScript's parser (a dependency already) finds those; no hand-written tokenizer.
import ts from 'typescript';

/** `\uXXXX` for each UTF-16 unit: in a regular expression one unit or, with the u flag, a pair as one code point. */
const escapeUnits = (text) => text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The code with every non-ASCII character of its comments, regular expression literals and string
 * literals escaped; template literals are left as they are (a tagged template reads its raw text,
 * where an escape is not the character). `left`: the non-ASCII characters still in the code.
 */
export function asciiWherePossible(code) {
  const file = ts.createSourceFile('script.cjs', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  /** Ranges [start, end) to escape, by start: a comment before two tokens is found twice. */
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
      ranges.set(comment.pos, comment.end);
    }
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral || node.kind === ts.SyntaxKind.StringLiteral) ranges.set(node.getStart(file), node.end);
  };
  visit(file);
  let out = '';
  let at = 0;
  for (const [start, end] of [...ranges].sort(([a], [b]) => a - b)) {
    if (start < at) continue;
    out += code.slice(at, start) + escapeUnits(code.slice(start, end));
    at = end;
  }
  out += code.slice(at);
  return { code: out, left: out.match(/[^\x00-\x7f]/g)?.length ?? 0 };
}
