/**
 * `npm run bench:loader`: how the style-file loader and validator's time grows
 * with input size, on hostile shapes (escaped strings, many instructions, many
 * unknown rules, nested flow collections, a long `extends` chain).
 *
 * For each shape it times one input 10x as large against ten runs of the small
 * one (the same bytes in all): linear work gives a ratio near 1, quadratic work
 * near 10. Comparing against ten small runs rather than one keeps fixed costs and
 * a cold JIT from making a linear step look superlinear. Best of five runs each.
 *
 * This was a test until a loaded 2-core CI machine failed it (1.17x over its 4x
 * bound) on code that is linear: timing is for people, so it prints figures only.
 */
import { parseYamlBytes } from '../src/config/load.ts';
import { validateDocuments } from '../src/config/validate.ts';
import { formatStyleText, sameYaml } from '../src/import/style-file.ts';

const FILE = 'styles/bench.yaml';
const isFragment = (f: string) => f.split('/').pop()!.startsWith('_');

function best(run: () => void, times = 5): number {
  let min = Infinity;
  for (let k = 0; k < times; k++) {
    const t = performance.now();
    run();
    min = Math.min(min, performance.now() - t);
  }
  return min;
}

function check(bytes: Uint8Array): void {
  validateDocuments([parseYamlBytes(bytes, FILE)], { isFragment });
}

const SHAPES: Array<[string, (n: number) => string]> = [
  ['escaped double-quoted value', (n) => `name: x\nlanguage: de\np: "${'a\\n\\"\\u00e9'.repeat(n)}"\n`],
  // Sizes halved below (1,000 and 10,000): 20,000 instructions pass the 1 MB file limit and would be refused unparsed.
  ['many instructions', (n) => `name: x\nlanguage: de\ncustom_instructions:\n${'  - label: "L\\u202e"\n    prompt: constructor\n    source_language: en\n'.repeat(n)}`],
  ['many unknown rules', (n) => `name: x\nlanguage: de\nconfigured_rules:\n  constructor:\n${Array.from({ length: n }, (_, i) => `    r${i}: constructor`).join('\n')}\n`],
  // Each unknown group used to get its own did-you-mean, past the 100 diagnostics a file shows too (issue #27).
  ['many unknown groups', (n) => `name: x\nlanguage: de\nconfigured_rules:\n${Array.from({ length: n }, (_, i) => `  group${i}: {rule: value}`).join('\n')}\n`],
  ['flow collections', (n) => `name: x\nlanguage: de\nx: [${Array.from({ length: n }, () => '[[["a", {b: c}]]]').join(', ')}]\n`],
];

function chain(n: number) {
  return Array.from({ length: n }, (_, i) =>
    parseYamlBytes(Buffer.from(i === 0 ? 'configured_rules: {}\n' : `extends: [./_f${i - 1}.yaml]\n`), `styles/_f${i}.yaml`),
  ).concat(parseYamlBytes(Buffer.from(`name: L\nlanguage: de\nextends: [./_f${n - 1}.yaml]\n`), 'styles/list.yaml'));
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log('shape | ten inputs of size n | one input of size 10n | ratio (linear ≈ 1, quadratic ≈ 10)');
for (const [name, make] of SHAPES) {
  const n = name === 'many instructions' ? 1_000 : 2_000;
  const small = Buffer.from(make(n));
  const large = Buffer.from(make(10 * n));
  const ten = best(() => {
    for (let k = 0; k < 10; k++) check(small);
  });
  const one = best(() => check(large));
  console.log(`${name} | ${fmt(ten)} | ${fmt(one)} | ${(one / Math.max(ten, 0.001)).toFixed(2)}`);
}
{
  const small = chain(200);
  const large = chain(2_000);
  const run = (docs: ReturnType<typeof chain>) => validateDocuments(docs, { isFragment });
  const ten = best(() => {
    for (let k = 0; k < 10; k++) run(small);
  });
  const one = best(() => run(large));
  console.log(`extends chain of 200 vs 2,000 files | ${fmt(ten)} | ${fmt(one)} | ${(one / Math.max(ten, 0.001)).toFixed(2)}`);
}
{
  // What `fmt --check` does with such a file beyond validating it: format, then compare the data both ways.
  const groups = (n: number) => `name: x\nlanguage: de\nconfigured_rules:\n${Array.from({ length: n }, (_, i) => `  group${i}: {rule: value}`).join('\n')}\n`;
  const run = (text: string) => {
    const formatted = formatStyleText(text);
    if (formatted.ok) sameYaml(formatted.text, text);
  };
  const small = groups(2_000);
  const large = groups(20_000);
  const ten = best(() => {
    for (let k = 0; k < 10; k++) run(small);
  }, 3);
  const one = best(() => run(large), 3);
  console.log(`fmt of 2,000 vs 20,000 unknown groups | ${fmt(ten)} | ${fmt(one)} | ${(one / Math.max(ten, 0.001)).toFixed(2)}`);
}
