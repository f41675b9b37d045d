import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * The heap (MB) still held by the data of 100 style files of about 500 KB each
 * (a long comment, then a list), once their texts are let go, in a child with
 * collections on demand. `yaml` forces the `yaml` package's path (an anchor),
 * else the fast reader's. A text cut out of a file that kept its file alive
 * would hold 50 MB.
 */
function heldMb(yaml: boolean, read: 'text' | 'bytes' = 'text'): number {
  const script = `
    const { parseYamlBytes, parseYamlText } = await import(${JSON.stringify(path.join(repo, 'src/config/load.ts'))});
    const v8 = await import('node:v8');
    const used = () => { gc(); gc(); return v8.getHeapStatistics().used_heap_size / 1e6; };
    const before = used();
    const kept = [];
    for (let i = 0; i < 100; i++) {
      const text = '# ' + 'x'.repeat(500_000) + '\\nname: Bench list number ' + i + '\\nlanguage: de\\nconfigured_rules:\\n  punctuation:\\n    quotation_mark: use_guillemets_here\\ncustom_instructions:\\n  - label: Label of instruction\\n    prompt: "Prompt of instruction ' + i + ', long enough to be cut"\\n    source_language: en-GB-oxendict\\n  - label: "Escaped \\\\" label of an instruction"\\n    prompt: >-\\n      A folded prompt of instruction ' + i + '\\n      on two lines\\n    source_language: en\\n    examples: [{ text: "A text in a flow collection ' + i + '" }]\\n' + (${yaml} ? 'examples: &x\\n  - text: Example text to translate ' + i + '\\n' : '');
      const loaded = ${read === 'bytes'} ? parseYamlBytes(Buffer.from(text), 'styles/x.yaml') : parseYamlText(text, 'styles/x.yaml');
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
      kept.push(loaded.data);
    }
    console.log(used() - before, kept.length);
  `;
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8' });
  return Number(out.split(' ')[0]);
}

describe('loading a style file', () => {
  it("keeps its texts without the file's text they were cut from (issue #31)", () => {
    expect(heldMb(false)).toBeLessThan(10);
    expect(heldMb(true)).toBeLessThan(10);
  });

  it("keeps its texts without the file's text or bytes when read from bytes (the fast reader cuts ASCII texts from them)", () => {
    expect(heldMb(false, 'bytes')).toBeLessThan(10);
    expect(heldMb(true, 'bytes')).toBeLessThan(10);
  });
});
