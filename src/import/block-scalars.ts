import { type Document, Scalar, visit } from 'yaml';

/**
 * The yaml package writes a block scalar from its value, so where the author
 * broke the lines of a `>` prompt is lost (with lineWidth 0 it becomes one
 * long line; with any other width it is refolded at that width). There is no
 * option to keep a scalar's source, so `fmt` swaps each block scalar for a
 * placeholder before writing and puts the author's lines back afterwards,
 * re-indented to where the writer put the key.
 *
 * `written` is the writer's own text of the document: placeholders are
 * chosen so that neither it nor the source spells one.
 *
 * Returns the function that restores them in the written text. Anything it
 * cannot restore exactly (an explicit indentation indicator, `+` chomping, a
 * comment on the header line) is left to the writer, and the caller compares
 * the result with the source: if what it says differs, the writer's text is
 * used.
 */
export function keepBlockScalars(doc: Document, source: string, written: string): (text: string) => string {
  const kept = new Map<string, { header: string; lines: string[] }>();
  // A token neither text holds, so a replacement can only hit a placeholder.
  let nonce = 0;
  while (source.includes(`stylesync-block-${nonce}-`) || written.includes(`stylesync-block-${nonce}-`)) nonce += 1;
  visit(doc, {
    Scalar(_, node) {
      if ((node.type !== Scalar.BLOCK_FOLDED && node.type !== Scalar.BLOCK_LITERAL) || node.range == null) return;
      const [header = '', ...rest] = source.slice(node.range[0], node.range[1]).split('\n');
      if (!/^[|>]-?$/.test(header.trimEnd())) return;
      const lines = rest.at(-1) === '' ? rest.slice(0, -1) : rest;
      const token = `stylesync-block-${nonce}-${kept.size}`;
      kept.set(token, { header: header.trimEnd(), lines });
      const placeholder = new Scalar(token);
      placeholder.type = Scalar.PLAIN;
      placeholder.comment = node.comment;
      placeholder.commentBefore = node.commentBefore;
      placeholder.spaceBefore = node.spaceBefore;
      return placeholder;
    },
  });
  if (kept.size === 0) return (text) => text;

  return (text) => {
    return text
      .split('\n')
      .map((line) => {
        const at = line.search(/stylesync-block-\d+-\d+$/);
        if (at === -1) return line;
        const block = kept.get(line.slice(at));
        if (block === undefined) return line;
        const prefix = line.slice(0, at);
        // Two spaces past the key's column (`  - text: >`), or past the dash of a bare sequence item (`  - >`).
        const column = /-\s+$/.test(prefix) ? prefix.lastIndexOf('-') : (/^\s*(?:-\s+)*/.exec(prefix)?.[0].length ?? 0);
        return `${prefix}${block.header}\n${reindent(block.lines, ' '.repeat(column + 2))}`;
      })
      .join('\n');
  };
}

/** The content lines at `indent`, their relative indentation kept; blank lines stay blank. */
function reindent(lines: readonly string[], indent: string): string {
  // Indentation is spaces only: a tab after them is content.
  const widths = lines.filter((l) => !/^ *$/.test(l)).map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const common = widths.length === 0 ? 0 : Math.min(...widths);
  // A blank line keeps the spaces it had beyond the common indentation (they are content in a literal block).
  return lines.map((l) => (/^ *$/.test(l) && l.length < Math.max(common, 1) ? '' : `${indent}${l.slice(common)}`)).join('\n');
}
