import { plural } from '../util/plural.ts';

/** A block of the comment; its body lines are what gets cut when the comment is too long. */
export interface Section {
  head: string[];
  body: string[];
  tail: string[];
  /** What the section shows, for the notes of a cut one: "list" unless told; the overview's table of lists and glossaries has rows. */
  what?: 'list' | 'glossary' | 'row';
}

export interface MarkdownParts {
  header: string[];
  problems?: Section;
  /** The table of every list (plan-overview.ts): cut to a bounded share, its first rows (deletes and replaces) kept. */
  overview?: Section;
  /** One per list. */
  sections: Section[];
  unmanaged?: Section;
}

/**
 * What the notes of a cut plan say: what it is too long for, and where the
 * rest is. Only the caller knows both (a comment points at the job summary, a
 * job summary at plan.md, piped CLI output at nothing), so they are options,
 * never rewritten into the text afterwards.
 */
export interface CutNotes {
  /** "one comment", "one summary". */
  tooLongFor: string;
  /** "the full plan is in the job summary"; the notes say only what is left out when absent. */
  rest?: string;
}

/** `stylesync plan --format markdown`: cut to fit a GitHub comment, with no pointer it cannot keep. */
export const DEFAULT_CUT_NOTES: CutNotes = { tooLongFor: 'one GitHub comment' };

/**
 * Joins the parts, cutting them to at most `max` characters (UTF-16 units,
 * never fewer than GitHub's code points). When cutting, the space is shared
 * fairly: problems and unmanaged lists get a bounded share, then every list
 * section keeps its heading and as many lines as its share of the rest
 * allows, so one huge list cannot crowd out the others.
 */
export function fitSections(parts: MarkdownParts, max: number, notes: CutNotes = DEFAULT_CUT_NOTES): string {
  const whole = (s: Section | undefined) => (s ? [...s.head, ...s.body, ...s.tail] : []);
  const full = [...parts.header, ...whole(parts.problems), ...whole(parts.overview), ...parts.sections.flatMap(whole), ...whole(parts.unmanaged)];
  if (cost(full) <= max) return join(full);

  const rest = notes.rest === undefined ? '' : `: ${notes.rest}`;
  const notice = ['> [!NOTE]', `> This plan is too long for ${notes.tooLongFor}, so some of it is cut short${rest}.`, ''];
  const budget = max - cost(parts.header) - cost(notice);
  const problems = cutBlock(parts.problems, Math.floor(budget / 4), (n) => [`> - … and ${n} more not shown`]);
  const unmanaged = cutBlock(parts.unmanaged, Math.floor(budget / 8), (n) => [`- … and ${n} more not shown`]);
  const overview = cutBlock(parts.overview, Math.floor(budget / 4), (n) => ['', `_… and ${plural(n, `more ${parts.overview?.what ?? 'list'}`)} not shown in this table${rest}._`]);

  const moreSections = (left: readonly Section[]) => (left.length === 0 ? [] : [`_… and ${omittedWords(left)} not shown${rest}._`, '']);
  const sectionBudget = budget - cost(problems) - cost(overview) - cost(unmanaged) - cost(moreSections(parts.sections));
  const sections = fitListSections(parts.sections, sectionBudget, rest);
  const omitted = parts.sections.slice(sections.length);

  const out = [...parts.header, ...notice, ...problems, ...overview, ...sections.flat(), ...moreSections(omitted), ...unmanaged];
  const text = join(out);
  // Only a budget smaller than the heading itself gets here; a clipped comment still beats a refused one.
  return text.length <= max ? text : text.slice(0, max);
}

function sectionNote(rest: string, what: Section['what']): (n: number) => string[] {
  return (n) => ['', `_… ${plural(n, 'more line', 'more lines')} of this ${what ?? 'list'} not shown${rest}._`];
}

/** "3 more lists", "1 more glossary", "2 more lists and 1 more glossary": the sections a cut leaves out. */
function omittedWords(left: readonly Section[]): string {
  const glossaries = left.filter((s) => s.what === 'glossary').length;
  const lists = left.length - glossaries;
  const parts = [lists > 0 ? plural(lists, 'more list', 'more lists') : '', glossaries > 0 ? plural(glossaries, 'more glossary', 'more glossaries') : ''];
  return parts.filter((p) => p !== '').join(' and ');
}

/** Each section gets its minimum (heading, note, closing tag), then the rest is shared out smallest-first. */
function fitListSections(sections: Section[], budget: number, rest: string): string[][] {
  const notes = sections.map((s) => sectionNote(rest, s.what));
  const note = (i: number) => notes[i] as (n: number) => string[];
  const minimum = sections.map((s, i) => cost(s.head) + cost(s.tail) + (s.body.length > 0 ? cost(note(i)(s.body.length)) : 0));
  const fullCost = sections.map((s) => cost(s.head) + cost(s.body) + cost(s.tail));

  const needed = minimum.reduce((a, b) => a + b, 0);
  if (needed > budget) {
    // Not even every heading fits: keep the first sections whole-or-headed, in plan order.
    const out: string[][] = [];
    let left = budget;
    for (const [i, section] of sections.entries()) {
      const min = minimum[i] as number;
      if (min > left) break;
      out.push(cut(section.head, section.body, section.tail, min, note(i)) as string[]);
      left -= min;
    }
    return out;
  }

  const allowance = [...minimum];
  let spare = budget - needed;
  const order = sections.map((_, i) => i).sort((a, b) => (fullCost[a] as number) - (minimum[a] as number) - ((fullCost[b] as number) - (minimum[b] as number)));
  order.forEach((index, rank) => {
    const wants = (fullCost[index] as number) - (minimum[index] as number);
    const share = Math.floor(spare / (order.length - rank));
    const given = Math.min(wants, share);
    allowance[index] = (minimum[index] as number) + given;
    spare -= given;
  });
  return sections.map((s, i) => cut(s.head, s.body, s.tail, allowance[i] as number, note(i)) as string[]);
}

/**
 * prefix + as many body lines as fit + a note saying how many were left out
 * + suffix, within `allowance`; everything when it all fits; undefined when
 * not even prefix, note and suffix fit.
 */
function cut(prefix: string[], body: string[], suffix: string[], allowance: number, note: (omitted: number) => string[]): string[] | undefined {
  if (cost(prefix) + cost(body) + cost(suffix) <= allowance) return [...prefix, ...body, ...suffix];
  let used = cost(prefix) + cost(suffix) + cost(note(body.length));
  if (used > allowance) return undefined;
  const kept: string[] = [];
  for (const line of body) {
    if (used + line.length + 1 > allowance) break;
    kept.push(line);
    used += line.length + 1;
  }
  return [...prefix, ...kept, ...note(body.length - kept.length), ...suffix];
}

/** A block cut to its share; when even its heading does not fit, the heading alone (it says what is missing). */
function cutBlock(block: Section | undefined, allowance: number, note: (omitted: number) => string[]): string[] {
  if (!block) return [];
  return cut(block.head, block.body, block.tail, allowance, note) ?? [...block.head, ...block.tail];
}

function cost(lines: readonly string[]): number {
  let n = 0;
  for (const line of lines) n += line.length + 1;
  return n;
}

function join(lines: readonly string[]): string {
  return lines.map((l) => `${l}\n`).join('');
}
