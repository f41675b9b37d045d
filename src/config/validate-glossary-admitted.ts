import { termProblem } from '../catalog/glossary-entries.ts';
import type { TermNotes } from '../catalog/glossary.ts';
import { diagnostic, type DiagnosticAt } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';
import type { DocPath } from './position.ts';
import { noteProblems } from './validate-glossary-long-form.ts';

type At = (p: DocPath, where?: 'value' | 'key') => DiagnosticAt;

/**
 * Admitted alternatives (issue #30) against their own entry, once every
 * target is known: each is a term by the spec's content rules (a TBX export
 * writes it as a term, and a translator types it), its note obeys the
 * definition and note rules, and it contradicts nothing the entry says: not
 * the target itself (then it is no alternative), not one of the entry's
 * forbidden variants (a translator cannot both use and avoid it), not listed
 * twice. Compared exactly, as forbidden variants are (case variants of a word
 * may be listed on purpose). Shared by inline entries and TBX entries files,
 * each with its own positions. Pure.
 */
export function admittedProblems(
  entries: ReadonlyMap<string, string>,
  notes: ReadonlyMap<string, TermNotes>,
  here: DocPath,
  at: At,
  termDiagnostic: (problem: NonNullable<ReturnType<typeof termProblem>>, where: DiagnosticAt) => Diagnostic,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [source, { admitted, forbidden }] of notes) {
    const seen = new Set<string>();
    (admitted ?? []).forEach(({ term, note }, index) => {
      const where = at([...here, source, 'admitted', index]);
      const bad = termProblem(term, 'admitted alternative');
      if (bad) return void out.push(termDiagnostic(bad, where));
      if (note !== undefined) out.push(...noteProblems({ note }, where));
      const problem = contradiction(source, term, entries.get(source), (forbidden ?? []).map((f) => f.term), seen.has(term));
      seen.add(term);
      if (problem) out.push(diagnostic('error', problem.code, where, problem.message, problem.hint));
    });
  }
  return out;
}

function contradiction(source: string, term: string, target: string | undefined, forbidden: readonly string[], repeated: boolean): { code: string; message: string; hint: string } | undefined {
  const quoted = JSON.stringify(term);
  const of = JSON.stringify(source);
  if (repeated) return { code: 'duplicate-admitted', message: `the admitted alternative ${quoted} of ${of} is listed twice`, hint: 'Remove the second one (keep the one with the note, if one has a note).' };
  if (term === target) {
    return {
      code: 'admitted-own-target',
      message: `${quoted} is both the target of ${of} and an admitted alternative to it`,
      hint: 'Remove it from `admitted`: the target is already the term to use; `admitted` lists the other acceptable ones.',
    };
  }
  if (forbidden.includes(term)) {
    return {
      code: 'admitted-is-forbidden',
      message: `${quoted} is both admitted and forbidden for ${of}`,
      hint: 'Decide which it is: remove it from `admitted` if translators must not use it, or from `forbidden` if they may.',
    };
  }
  return undefined;
}
