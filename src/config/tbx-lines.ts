/**
 * The 1-based line where each concept (`<termEntry`, `<conceptEntry`) of a
 * TBX document starts, in document order. fast-xml-parser gives no
 * positions, so validate would otherwise name every problem of a termbase
 * at line 1; this one linear scan over the text (each character looked at a
 * bounded number of times) gives the concept's line instead.
 *
 * Comments, CDATA sections and processing instructions are skipped, since a
 * term or note may hold the text `<termEntry` there; in element content and
 * attributes `<` is always escaped, so it cannot start a false match.
 */
export function tbxConceptLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let counted = 0;
  const lineAt = (index: number): number => {
    for (let i = counted; i < index; i++) if (text.charCodeAt(i) === 10) line += 1;
    counted = Math.max(counted, index);
    return line;
  };
  let at = text.indexOf('<');
  while (at >= 0) {
    const skipTo = SKIPPED.find(([open]) => text.startsWith(open, at));
    if (skipTo) {
      const end = text.indexOf(skipTo[1], at + skipTo[0].length);
      if (end < 0) break;
      at = text.indexOf('<', end + skipTo[1].length);
      continue;
    }
    if (opensConcept(text, at + 1)) lines.push(lineAt(at));
    at = text.indexOf('<', at + 1);
  }
  return lines;
}

/** What may hold a literal `<`, and what ends it. */
const SKIPPED: ReadonlyArray<readonly [string, string]> = [
  ['<!--', '-->'],
  ['<![CDATA[', ']]>'],
  ['<?', '?>'],
];

const CONCEPT_TAGS = ['termEntry', 'conceptEntry'];

function opensConcept(text: string, from: number): boolean {
  for (const tag of CONCEPT_TAGS) {
    if (!text.startsWith(tag, from)) continue;
    const next = text.charCodeAt(from + tag.length);
    // `>`, `/`, or whitespace: the whole name, not `<termEntryX`.
    if (next === 62 || next === 47 || next === 32 || next === 9 || next === 10 || next === 13) return true;
  }
  return false;
}
