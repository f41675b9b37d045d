/**
 * `npm run bench:glossary-long-form`: the long form of glossary entries at
 * n, 2n and 4n entries (default n = 1,500; 4n in the long form is near the
 * 1 MB limit of a glossary file), so the ratios show whether the cost is
 * linear (about 2 and 4).
 *
 * 1. validate of one glossary file (parse with positions, schema, the long
 *    form, the contradictions): every entry long (a target, two forbidden
 *    variants, a definition); and every forbidden variant the target of
 *    another term (n `forbidden-is-target` errors).
 * 2. `import --tbx` without the disk: readTbx, tbxGlossary and the YAML
 *    writer on a termbase of n concepts in two target languages.
 *
 * Prints CPU time (best of 3, ms: the machine may be shared, and waiting for
 * a core is not the code's cost); asserts only that each input ends as
 * expected. BENCH_ENTRIES sets n.
 */
import { parseYamlText } from '../src/config/load.ts';
import { readTbx } from '../src/config/tbx.ts';
import { checkGlossaryDocument } from '../src/config/validate-glossary.ts';
import { renderTermbaseGlossaryFile } from '../src/import/glossary-file.ts';
import { tbxGlossary } from '../src/import/tbx-glossary.ts';

const n = Number(process.env.BENCH_ENTRIES ?? 1_500);
const SIZES = [n, 2 * n, 4 * n];

const glossaryFile = (count: number, entry: (i: number) => string) =>
  `name: G\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n${Array.from({ length: count }, (_, i) => entry(i)).join('')}`;

const validate = (text: string) => {
  const loaded = parseYamlText(text, 'glossaries/g.yaml');
  if (!loaded.ok) throw new Error(loaded.diagnostics[0]?.message);
  return checkGlossaryDocument(loaded);
};

const CASES: Array<{ name: string; make(count: number): string; run(input: string, count: number): boolean }> = [
  {
    name: 'validate: every entry long (target, 2 forbidden, definition)',
    make: (count) => glossaryFile(count, (i) => `      term ${i}:\n        target: Ziel ${i}\n        forbidden: [falsch ${i}, Falsch ${i}]\n        definition: What term ${i} means.\n`),
    run: (text, count) => {
      const r = validate(text);
      return r.diagnostics.length === 0 && r.glossary?.dictionaries[0]?.notes?.size === count;
    },
  },
  {
    name: 'validate: every forbidden variant another term\'s target',
    make: (count) => glossaryFile(count, (i) => `      term ${i}: {target: Ziel ${i}, forbidden: [Ziel ${(i + 1) % count}]}\n`),
    run: (text, count) => validate(text).diagnostics.filter((d) => d.code === 'forbidden-is-target').length === count,
  },
  {
    name: 'import --tbx: readTbx, tbxGlossary, the YAML writer (2 target languages)',
    make: (count) =>
      `<martif type="TBX-Basic" xml:lang="en"><text><body>\n${Array.from(
        { length: count },
        (_, i) =>
          `<termEntry id="c${i}"><langSet xml:lang="en"><tig><term>term ${i}</term></tig></langSet><langSet xml:lang="de"><tig><term>Ziel ${i}</term></tig><tig><term>falsch ${i}</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></tig></langSet><langSet xml:lang="fr"><tig><term>cible ${i}</term></tig></langSet></termEntry>\n`,
      ).join('')}</body></text></martif>\n`,
    run: (xml, count) => {
      const read = readTbx(xml);
      if (!read.ok) return false;
      const glossary = tbxGlossary(read.concepts, 'en');
      const text = renderTermbaseGlossaryFile('G', glossary.dictionaries, '../schema/glossary.schema.json');
      return glossary.dictionaries.length === 2 && glossary.dictionaries[0]?.entries.size === count && text.length > 0;
    },
  },
];

console.log(`the long form of glossary entries, n = ${SIZES.map((s) => s.toLocaleString('en')).join(', ')} entries (CPU ms, best of 3)`);
for (const c of CASES) {
  // One untimed run first: the schema compiles and the JIT warms on the first call, which is no part of n.
  c.run(c.make(n), n);
  const times: number[] = [];
  for (const size of SIZES) {
    const input = c.make(size);
    let best = Infinity;
    for (let round = 0; round < 3; round++) {
      const start = process.cpuUsage();
      const ok = c.run(input, size);
      const used = process.cpuUsage(start);
      if (!ok) throw new Error(`${c.name}: unexpected result at ${size}`);
      best = Math.min(best, (used.user + used.system) / 1000);
    }
    times.push(best);
  }
  const [a, b, d] = times as [number, number, number];
  console.log(`  ${c.name}: ${times.map((t) => t.toFixed(0)).join(' / ')} (ratios ${(b / a).toFixed(1)}, ${(d / a).toFixed(1)})`);
}
