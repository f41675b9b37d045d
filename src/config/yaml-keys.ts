import { isCollection, isPair, visit, type Document, type LineCounter } from 'yaml';
import { diagnostic } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';

/**
 * Keys that are lists or mappings (`? [a, b]`, `{a: 1}: x`). JavaScript
 * objects cannot hold them, so the `yaml` package turns them into text and
 * says so with process.emitWarning, raw on stderr and without a position.
 * load.ts silences that (logLevel) and reports them here instead, each with
 * its line and column.
 */
export function collectionKeys(doc: Document, text: string, lc: LineCounter, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  visit(doc, {
    Pair(_, pair) {
      if (!isPair(pair) || !isCollection(pair.key) || !pair.key.range) return;
      const pos = lc.linePos(pair.key.range[0]);
      const kind = pair.key.items.length > 0 && isPair(pair.key.items[0]) ? 'a mapping' : 'a list';
      out.push(
        diagnostic(
          'warning',
          'collection-key',
          { file, pos },
          `this key is ${kind}, which YAML turns into the text \`${shorten(text.slice(pair.key.range[0], pair.key.range[1]))}\``,
          'Keys in style files are plain names (a field, a rule group, a rule): remove the `?`, `[...]` or `{...}` around it, or fix the indentation.',
        ),
      );
    },
  });
  return out;
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}
