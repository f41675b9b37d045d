import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * The heap (MB) the guide's model still holds once the lists it was made from
 * are let go, in a child with collections on demand. Each list's texts (name,
 * rule value, label, prompt, source language, example, note, guide text) are
 * pieces of one 1 MB text, as the YAML reader cuts them out of a file: a model
 * holding such a piece would hold the whole text.
 */
function modelHeldMb(): number {
  const script = `
    const { guideModel } = await import(${JSON.stringify(path.join(repo, 'src/report/guide-model.ts'))});
    const v8 = await import('node:v8');
    const used = () => { gc(); gc(); return v8.getHeapStatistics().used_heap_size / 1e6; };
    const at = { file: 'styles/x.yaml', line: 1, col: 1 };
    const piece = (text, field) => { const start = text.indexOf(field); return text.slice(start, start + field.length); };
    const make = () => Array.from({ length: 100 }, (_, i) => {
      const fields = ['Bench list number ' + i, 'use_guillemets_here', 'Label of instruction', 'Prompt of instruction ' + i + ', long enough to be cut', 'en-GB-oxendict', 'Example text to translate ' + i, 'A note on the change ' + i, 'The audience of the list ' + i];
      const text = 'x'.repeat(1_000_000) + fields.join('|');
      const [name, value, label, prompt, source, example, note, audience] = fields.map((f) => piece(text, f));
      return { file: 'styles/' + i + '.yaml', name, language: 'de', state: 'present', configured_rules: { punctuation: { quotation_mark: value } }, ruleOrigins: {},
        custom_instructions: [{ label, prompt, source_language: source, origin: at }], examples: [{ text: example, origin: at, path: 'examples[0]', at: {} }], origin: at, note, guide: { audience } };
    });
    const before = used();
    const guide = guideModel(make(), []);
    console.log(used() - before, guide.languages.length);
  `;
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8' });
  return Number(out.split(' ')[0]);
}

describe("the guide's model", () => {
  it('holds its texts without the file texts they were cut from (issue #31)', () => {
    // 100 texts of 1 MB: held, they would be 100 MB; the model itself is a few hundred KB.
    expect(modelHeldMb()).toBeLessThan(10);
  });
});
