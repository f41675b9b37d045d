import { termProblem } from '../catalog/glossary-entries.ts';
import { ADMITTED_KEYS, FORBIDDEN_KEYS, TERM_ENTRY_KEYS, TERM_NOTE_MAX_CHARS, type AdmittedTerm, type ForbiddenTerm, type TermNotes } from '../catalog/glossary.ts';
import { codePointLength } from '../catalog/types.ts';
import { xmlCharProblem } from '../catalog/xml-char.ts';
import { diagnostic, type DiagnosticAt } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';
import type { DocPath } from './position.ts';
import { DO_NOT_TRANSLATE_NOTE } from './tbx-note.ts';

/**
 * The long form of an inline glossary entry (issue #22):
 *
 *     sign in: {target: anmelden, forbidden: [einloggen], definition: …, note: …}
 *     Acme Cloud: {translate: false}
 *
 * Pure. The schema has already said what is of the wrong shape (a key it
 * does not know, with a suggestion; a value of the wrong type), so a value it
 * refused is skipped here without a second message. What is left are the
 * rules no schema says: a target and `translate: false` that disagree, an
 * entry without a target, and forbidden variants that contradict the
 * dictionary. Only the pair reaches the service; the notes stay in the files.
 */

/** One entry read from its value: the target the service gets, and what the file says beyond it. */
export interface LongFormEntry {
  target: string;
  notes?: TermNotes;
}

type At = (p: DocPath, where?: 'value' | 'key') => DiagnosticAt;

/** The entry at `p` (its key is the source term), or undefined when it gives no usable target. */
export function longFormEntry(source: string, value: Record<string, unknown>, p: DocPath, at: At, out: Diagnostic[]): LongFormEntry | undefined {
  if (!shapeIsValid(value)) return undefined; // the schema said why
  const keep = value.translate === false;
  const target = typeof value.target === 'string' ? value.target : undefined;
  if (keep && target !== undefined && target !== source) {
    out.push(
      diagnostic(
        'error',
        'translate-false-target',
        at([...p, 'target']),
        `\`translate: false\` keeps ${JSON.stringify(source)} as it is, but \`target\` says ${JSON.stringify(target)}`,
        'Remove `target` (the term stays as written), or remove `translate: false` if the term has a translation.',
      ),
    );
  }
  if (!keep && target === undefined) {
    out.push(
      diagnostic(
        'error',
        'entry-without-target',
        at(p, 'key'),
        `the entry ${JSON.stringify(source)} has neither \`target\` nor \`translate: false\`; the service needs a target term`,
        'Add `target: <the term in the target language>`, or `translate: false` for a name that stays as it is.',
      ),
    );
    return undefined;
  }
  const notes = notesOf(value, p, at, out);
  return { target: keep ? source : (target as string), ...(notes ? { notes } : {}) };
}

/** What the entry says beyond its target, or undefined when nothing (`{target: x}` alone says no more than `x`). */
function notesOf(value: Record<string, unknown>, p: DocPath, at: At, out: Diagnostic[]): TermNotes | undefined {
  const notes: { -readonly [K in keyof TermNotes]: TermNotes[K] } = {};
  if (Array.isArray(value.admitted) && value.admitted.length > 0) notes.admitted = value.admitted.map(admittedTerm);
  if (Array.isArray(value.forbidden) && value.forbidden.length > 0) notes.forbidden = value.forbidden.map(forbiddenTerm);
  for (const field of ['definition', 'note'] as const) {
    const text = value[field];
    if (typeof text !== 'string') continue;
    notes[field] = text;
    out.push(...noteProblems({ [field]: text }, at([...p, field])));
    // TBX has no do-not-translate category: export writes the flag as this note, and every TBX reader (ours too) reads it back as the flag.
    if (field === 'note' && value.translate !== false && text.trim().toLowerCase() === DO_NOT_TRANSLATE_NOTE.toLowerCase()) {
      out.push(
        diagnostic(
          'error',
          'note-reads-as-translate-false',
          at([...p, field]),
          `the note ${JSON.stringify(text.trim())} is how TBX marks a term not to translate: exported and read back (import --tbx, a .tbx entries file), this entry would lose its target`,
          'Write `translate: false` in place of `target` if the term stays as it is; else reword the note ("Keep this term untranslated in UI labels.").',
        ),
      );
    }
  }
  if (value.translate === false) notes.translate = false;
  return Object.keys(notes).length > 0 ? notes : undefined;
}

/** `Anmeldung` and `{term: Anmeldung}` are one alternative: the model keeps the mapping form, a note only where given. */
function admittedTerm(item: unknown): AdmittedTerm {
  if (typeof item === 'string') return { term: item };
  const { term, note } = item as { term: string; note?: string };
  return { term, ...(note !== undefined ? { note } : {}) };
}

/** `einloggen` and `{term: einloggen}` are one forbidden variant, as for admitted alternatives; `status` only where superseded. */
function forbiddenTerm(item: unknown): ForbiddenTerm {
  if (typeof item === 'string') return { term: item };
  const { term, note, status } = item as { term: string; note?: string; status?: 'superseded' };
  return { term, ...(note !== undefined ? { note } : {}), ...(status !== undefined ? { status } : {}) };
}

/**
 * A definition or note past TERM_NOTE_MAX_CHARS, or holding a character
 * XML 1.0 cannot (a TBX export could not write it; catalog/xml-char.ts), as
 * the long form and TBX entries files both report it.
 */
export function noteProblems(notes: TermNotes, where: DiagnosticAt): Diagnostic[] {
  return (['definition', 'note'] as const).flatMap((field) => {
    const text = notes[field];
    const bad = text === undefined ? undefined : xmlCharProblem(text);
    if (bad) {
      return [
        diagnostic(
          'error',
          `${field}-control-character`,
          where,
          `the ${field} holds ${bad.code} (character ${bad.index + 1}), which a TBX export cannot write (XML 1.0 holds no such character) and a reviewer cannot see`,
          `Remove it: a ${field} is visible text, with tabs and line breaks at most.`,
        ),
      ];
    }
    const length = text === undefined ? 0 : codePointLength(text);
    if (length <= TERM_NOTE_MAX_CHARS) return [];
    return [
      diagnostic(
        'error',
        `${field}-too-long`,
        where,
        `the ${field} is ${length} characters long; stylesync takes at most ${TERM_NOTE_MAX_CHARS} (it is shown in guide pages and pull-request comments, never sent to the service)`,
        `Shorten it to a paragraph; a longer explanation belongs in the style guide's own pages, linked from the ${field}.`,
      ),
    ];
  });
}

/** The shape the schema allows; anything else it has reported. */
function shapeIsValid(value: Record<string, unknown>): boolean {
  if (Object.keys(value).some((k) => !(TERM_ENTRY_KEYS as readonly string[]).includes(k))) return false;
  if (value.target !== undefined && typeof value.target !== 'string') return false;
  if (value.forbidden !== undefined && !(Array.isArray(value.forbidden) && value.forbidden.every(forbiddenShapeIsValid))) return false;
  if (value.translate !== undefined && value.translate !== false) return false;
  if (value.admitted !== undefined && !(Array.isArray(value.admitted) && value.admitted.every(admittedShapeIsValid))) return false;
  return ['definition', 'note'].every((f) => value[f] === undefined || (typeof value[f] === 'string' && value[f] !== ''));
}

/** An admitted alternative or a forbidden variant: a term, or `{term, note?}` (and, when forbidden, `status?: superseded`). */
function termItemShapeIsValid(keys: readonly string[]): (item: unknown) => boolean {
  return (item) => {
    if (typeof item === 'string') return true;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
    const o = item as Record<string, unknown>;
    if (Object.keys(o).some((k) => !keys.includes(k))) return false;
    return typeof o.term === 'string' && (o.note === undefined || (typeof o.note === 'string' && o.note !== '')) && (o.status === undefined || o.status === 'superseded');
  };
}

const admittedShapeIsValid = termItemShapeIsValid(ADMITTED_KEYS);
const forbiddenShapeIsValid = termItemShapeIsValid(FORBIDDEN_KEYS);

/**
 * Forbidden variants against the dictionary, once every target is known.
 * Compared exactly, as the service compares source terms: "Einloggen" at the
 * start of a sentence may be forbidden where "einloggen" is a target, and a
 * case rule here would refuse that. Each variant is a term by the spec's
 * content rules (one line, trimmed, at most 1024 UTF-8 bytes, not empty).
 */
export function forbiddenProblems(
  entries: ReadonlyMap<string, string>,
  notes: ReadonlyMap<string, TermNotes>,
  here: DocPath,
  at: At,
  termDiagnostic: (problem: NonNullable<ReturnType<typeof termProblem>>, where: DiagnosticAt) => Diagnostic,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  // target → the first source term that has it: "einloggen is the target of log in".
  const targetOf = new Map<string, string>();
  for (const [source, target] of entries) if (!targetOf.has(target)) targetOf.set(target, source);
  for (const [source, { forbidden }] of notes) {
    const seen = new Set<string>();
    (forbidden ?? []).forEach(({ term: variant, note }, index) => {
      const where = at([...here, source, 'forbidden', index]);
      const bad = termProblem(variant, 'forbidden variant');
      if (bad) return void out.push(termDiagnostic(bad, where));
      if (note !== undefined) out.push(...noteProblems({ note }, where));
      const problem = contradiction(source, variant, entries.get(source), targetOf.get(variant), seen.has(variant));
      seen.add(variant);
      if (problem) out.push(diagnostic('error', problem.code, where, problem.message, problem.hint));
    });
  }
  return out;
}

function contradiction(
  source: string,
  variant: string,
  ownTarget: string | undefined,
  targetOfOther: string | undefined,
  repeated: boolean,
): { code: string; message: string; hint: string } | undefined {
  const quoted = JSON.stringify(variant);
  if (repeated) {
    return { code: 'duplicate-forbidden', message: `the forbidden variant ${quoted} of ${JSON.stringify(source)} is listed twice`, hint: 'Remove the second one.' };
  }
  if (variant === ownTarget) {
    return {
      code: 'forbidden-own-target',
      message: `${quoted} is both the target of ${JSON.stringify(source)} and forbidden for it`,
      hint: 'Remove it from `forbidden`, or give the entry the target translators should use instead.',
    };
  }
  if (targetOfOther !== undefined && targetOfOther !== source) {
    return {
      code: 'forbidden-is-target',
      message: `the forbidden variant ${quoted} of ${JSON.stringify(source)} is the target of ${JSON.stringify(targetOfOther)} in this dictionary`,
      hint: `Decide which it is: remove it from \`forbidden\`, or give ${JSON.stringify(targetOfOther)} another target.`,
    };
  }
  return undefined;
}
