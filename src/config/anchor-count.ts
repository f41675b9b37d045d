import { CST, Lexer } from 'yaml';
import { diagnostic } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';
import type { Position } from './position.ts';

/** Aliases (`*name`) a document may hold; more is a "billion laughs" pattern, not a style file. */
export const MAX_ALIAS_COUNT = 100;
/** Anchors (`&name`) a document may hold: each is only useful with an alias, so far past the alias limit is never a style file. */
export const MAX_ANCHOR_COUNT = 1_000;

/** Lexer markers that are not part of the source text (document start, scalar start, flow error end). */
const MARKERS = new Set(['\u0002', '\u001f', '\u0018']);

/**
 * Refuses a document with too many aliases or anchors before it is parsed.
 * The `yaml` package resolves each alias by walking the document up to it
 * (10,000 aliases took 11 s), and its `maxAliasCount` only fires after that
 * parse; so the anchors and aliases are counted first with its lexer, in
 * linear time. Text with few `*` and `&` characters (every real style file)
 * is not even lexed. Returns the problem, or undefined.
 */
export function anchorProblem(text: string, file: string): Diagnostic | undefined {
  let stars = 0;
  let ampersands = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 42 /* * */) stars++;
    else if (c === 38 /* & */) ampersands++;
  }
  if (stars <= MAX_ALIAS_COUNT && ampersands <= MAX_ANCHOR_COUNT) return undefined;
  let aliases = 0;
  let anchors = 0;
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    const type = CST.tokenType(token);
    if (type === 'alias' && ++aliases > MAX_ALIAS_COUNT) return tooMany('alias', file, at(text, offset));
    if (type === 'anchor' && ++anchors > MAX_ANCHOR_COUNT) return tooMany('anchor', file, at(text, offset));
    if (!MARKERS.has(token)) offset += token.length;
  }
  return undefined;
}

function tooMany(kind: 'alias' | 'anchor', file: string, pos: Position): Diagnostic {
  return kind === 'alias'
    ? diagnostic(
        'error',
        'too-many-aliases',
        { file, pos },
        `the document holds more than ${MAX_ALIAS_COUNT} aliases (*name), refused before parsing (a "billion laughs" pattern expands them)`,
        'Write the values out instead of nesting anchors and aliases (&name / *name).',
      )
    : diagnostic(
        'error',
        'too-many-anchors',
        { file, pos },
        `the document holds more than ${MAX_ANCHOR_COUNT.toLocaleString('en-US')} anchors (&name), refused before parsing; a style file needs a few at most`,
        'Remove the anchors (&name) that no alias (*name) uses, and write the values out.',
      );
}

function at(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let k = text.indexOf('\n'); k !== -1 && k < offset; k = text.indexOf('\n', k + 1)) {
    line++;
    lineStart = k + 1;
  }
  return { line, col: offset - lineStart + 1 };
}
