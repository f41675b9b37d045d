import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit } from 'yaml';
import type { Document, Node as YamlNode } from 'yaml';
import { anchorProblem, MAX_ALIAS_COUNT } from './anchor-count.ts';
import { diagnostic, START } from './diagnostic.ts';
import { emptyFile, type LoadedYaml } from './loaded-yaml.ts';
import type { Diagnostic } from './model.ts';
import { formatPath, posNode, setChild } from './position.ts';
import type { DocPath, Position, PosNode } from './position.ts';
import { tooDeep } from './too-deep.ts';
import { collectionKeys } from './yaml-keys.ts';

/**
 * The `yaml` package's reading of a style file: for whatever the fast reader
 * (fast-yaml.ts) declines, and for the messages of every syntax error. Its own
 * module so that the package, a quarter of a megabyte, is loaded only when a
 * file needs it (read-yaml.ts imports it on demand; issue #31).
 */

/** Cascading syntax errors say little after the first few. */
const MAX_SYNTAX_ERRORS = 5;

/** Parses with the `yaml` package only (the fast path's reference; exported for the differential test). */
export function parseWithYaml(text: string, file: string): LoadedYaml {
  const refused = anchorProblem(text, file);
  if (refused) return { ok: false, file, diagnostics: [refused] };
  const lc = new LineCounter();
  // logLevel 'error': the package's own warnings would go raw to stderr; they are diagnostics below.
  // uniqueKeys off: the package compares each key with every earlier one (20,000 keys took seconds);
  // duplicateKeys() below finds the same duplicates, and those equal as text, in linear time.
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false, uniqueKeys: false, logLevel: 'error' });
  const at = (offset: number): Position => lc.linePos(offset);
  if (doc.errors.length > 0) {
    // yaml turns the stack overflow of very deep block nesting into an error of its own.
    if (doc.errors.some((e) => /call stack/i.test(e.message))) return { ok: false, file, diagnostics: [tooDeep(file)] };
    const diagnostics = duplicateKeys(doc, lc, file);
    const lines = new Set<number>();
    for (const error of doc.errors) {
      if (error.code === 'DUPLICATE_KEY') continue;
      const pos = at(error.pos[0]);
      if (lines.has(pos.line)) continue;
      lines.add(pos.line);
      diagnostics.push(
        diagnostic('error', 'yaml-syntax', { file, pos }, `YAML syntax error: ${error.message}`, syntaxHint(error.code)),
      );
      if (lines.size >= MAX_SYNTAX_ERRORS) break;
    }
    return { ok: false, file, diagnostics };
  }
  if (doc.contents === null) return { ok: false, file, diagnostics: [emptyFile(file)] };
  // yaml's uniqueKeys compares the scalars (`1` and `"1"` differ); stylesync
  // reads every key as a string, where they are the same key and one would
  // silently replace the other.
  const sameAsString = duplicateKeys(doc, lc, file);
  if (sameAsString.length > 0) return { ok: false, file, diagnostics: sameAsString };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    return { ok: false, file, diagnostics: [aliasProblem(doc, lc, file, error)] };
  }
  const warnings = doc.warnings.map((w) =>
    diagnostic(
      'warning',
      'yaml-warning',
      { file, pos: at(w.pos[0]) },
      w.message,
      'Style files need only plain YAML: remove custom tags and directives.',
    ),
  );
  warnings.push(...collectionKeys(doc, text, lc, file));
  return { ok: true, file, data, pos: posTree(doc.contents as YamlNode, lc), warnings };
}

/** The same position tree the fast parser builds (the differential test holds them equal). */
export function posTree(node: YamlNode, lc: LineCounter): PosNode {
  const start = node.range ? lc.linePos(node.range[0]) : START;
  const pos = posNode(start.line, start.col);
  if (isMap(node)) {
    const map: Record<string, PosNode> = {};
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key) || !pair.key.range) continue;
      const keyPos = lc.linePos(pair.key.range[0]);
      const value = pair.value as YamlNode | null;
      let child: PosNode;
      if (value && !(isScalar(value) && value.value === null && value.range && value.range[0] === value.range[1])) {
        child = posTree(value, lc);
      } else {
        child = posNode(keyPos.line, keyPos.col);
        child.empty = true;
      }
      child.keyLine = keyPos.line;
      child.keyCol = keyPos.col;
      setChild(map, keyString(pair.key.value), child);
    }
    pos.map = map;
  } else if (isSeq(node)) {
    pos.seq = node.items.map((item) => {
      if (item && typeof item === 'object' && 'range' in item) return posTree(item as YamlNode, lc);
      const empty = posNode(start.line, start.col);
      empty.empty = true;
      return empty;
    });
  }
  return pos;
}

function keyString(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A key as the file spells it (`1`, `"1"`), for messages. */
function written(key: { source?: unknown; value: unknown; type?: unknown }): string {
  const source = typeof key.source === 'string' ? key.source : keyString(key.value);
  const quote = key.type === 'QUOTE_DOUBLE' ? '"' : key.type === 'QUOTE_SINGLE' ? "'" : '';
  return `${quote}${source}${quote}`;
}

function duplicateKeys(doc: Document, lc: LineCounter, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const walk = (node: unknown, trail: DocPath): void => {
    if (isMap(node)) {
      const seen = new Map<string, Position & { written: string }>();
      for (const pair of node.items) {
        if (!isScalar(pair.key) || !pair.key.range) continue;
        const key = keyString(pair.key.value);
        const pos = lc.linePos(pair.key.range[0]);
        const first = seen.get(key);
        if (first) {
          out.push(
            diagnostic(
              'error',
              'duplicate-key',
              { file, pos, path: formatPath([...trail, key]) },
              `duplicate key \`${key}\`${written(pair.key) === first.written ? '' : ` (${first.written} and ${written(pair.key)} are the same key as text)`}: first set at line ${first.line}:${first.col}`,
              'Keep one of the two; YAML keeps neither reliably, so stylesync refuses the file.',
            ),
          );
        } else {
          seen.set(key, { ...pos, written: written(pair.key) });
        }
        walk(pair.value, [...trail, key]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item, [...trail, index]));
    }
  };
  walk(doc.contents, []);
  return out;
}

function aliasProblem(doc: Document, lc: LineCounter, file: string, error: unknown): Diagnostic {
  let pos = START;
  visit(doc, {
    Alias(_key, node) {
      if (node.range) pos = lc.linePos(node.range[0]);
      return visit.BREAK;
    },
  });
  const message = error instanceof Error ? error.message : String(error);
  if (/alias count/i.test(message)) {
    return diagnostic(
      'error',
      'too-many-aliases',
      { file, pos },
      `the document expands more than ${MAX_ALIAS_COUNT} aliases (a "billion laughs" pattern)`,
      'Write the values out instead of nesting anchors and aliases (&name / *name).',
    );
  }
  return diagnostic('error', 'yaml-alias', { file, pos }, `YAML alias error: ${message}`, 'Define each anchor (&name) before the alias (*name) that uses it.');
}

function syntaxHint(code: string): string {
  switch (code) {
    case 'MULTIPLE_DOCS':
      return 'Keep one style list per file: remove the `---` separator or split the file.';
    case 'TAB_AS_INDENT':
      return 'Indent with spaces, not tabs.';
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return 'A value that contains `: ` must be quoted: prompt: "Note: like this".';
    case 'MISSING_CHAR':
      return 'Close the quote or bracket on the same value.';
    case 'BAD_SCALAR_START':
      return 'Quote values that start with a special character (@, `, %, &, *, !, |, >).';
    default:
      return 'Fix the YAML at this position; quote values that contain `: ` or ` #` or start with a special character.';
  }
}

