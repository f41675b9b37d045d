/**
 * `node --import tsx scripts/glossary-terms.ts [DIR]`: the terms of every
 * glossary of the project in DIR (default: the working directory) as
 * stylesync holds them after reading the files, as JSON on stdout: per
 * dictionary, each entry with its target and what it says beyond it
 * (forbidden variants, definition, note, translate: false).
 *
 * What scripts/check-tbx-translate-toolkit.py compares translate-toolkit's
 * reading of `stylesync export --format tbx` with: the expectation comes
 * from stylesync's reading of the files, not from a list kept by hand.
 */
import { loadProject } from '../src/config/project.ts';

const cwd = process.argv[2] ?? process.cwd();
const { result } = await loadProject({ cwd });
if (!result.ok) {
  for (const d of result.errors) process.stderr.write(`${d.file}:${d.line}:${d.col}: ${d.message} [${d.code}]\n`);
  process.exit(1);
}
const glossaries = result.glossaries
  .filter((g) => g.state === 'present')
  .map((g) => ({
    name: g.name,
    dictionaries: g.dictionaries.map((d) => ({
      source_lang: d.source_lang,
      target_lang: d.target_lang,
      entries: [...d.entries].map(([source, target]) => {
        const notes = d.notes?.get(source);
        // The forbidden variants as terms: translate-toolkit reads a deprecated term's text, and the check compares that.
        return { source, target, ...notes, ...(notes?.forbidden === undefined ? {} : { forbidden: notes.forbidden.map((f) => f.term) }) };
      }),
    })),
  }));
process.stdout.write(`${JSON.stringify(glossaries, null, 2)}\n`);
