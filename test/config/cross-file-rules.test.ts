import { afterEach, describe, expect, it } from 'vitest';
import { CROSS_FILE_RULES } from '../../src/config/cross-file-rules.ts';
import { MAX_DIAGNOSTICS, MAX_DIAGNOSTICS_PER_FILE } from '../../src/config/diagnostic-cap.ts';
import { parseYamlText } from '../../src/config/load.ts';
import { fragmentMatcher } from '../../src/config/paths.ts';
import { cli, tempRepo } from '../hostile/support.ts';
import { validateFlat } from './flat-result.ts';

const isFragment = fragmentMatcher([]);
const validate = (files: Record<string, string>) => validateFlat(Object.entries(files).map(([file, text]) => parseYamlText(text, file)), { isFragment });

describe('the cross-file rule table', () => {
  it('runs every rule: each finds its problem in one project', () => {
    const result = validate({
      'styles/_a.yaml': 'extends: [_b.yaml]\n',
      'styles/_b.yaml': 'extends: [_a.yaml]\n',
      'styles/one.yaml': 'name: One\nlanguage: de\nstyle_id: s-1\nextends: [_a.yaml, _missing.yaml]\n',
      'styles/two.yaml': 'name: One\nlanguage: de\nstyle_id: s-1\nexamples:\n  - text: Hello\n    covers: [no_such.rule]\n',
    });
    const codes = new Set(result.errors.map((d) => d.code));
    // One code per entry of the table, in its order: a rule left out of the table (or a new one without a case here) fails.
    const perRule = ['missing-fragment', 'extends-cycle', 'unknown-covers', 'duplicate-name', 'duplicate-style-id'];
    expect(CROSS_FILE_RULES).toHaveLength(perRule.length);
    for (const code of perRule) expect(codes).toContain(code);
  });
});

describe('one diagnostic cap, across kinds', () => {
  it('caps the project in total, whatever the files: one line stands for the rest, last', () => {
    const files: Record<string, string> = {};
    const count = MAX_DIAGNOSTICS + 150;
    for (let i = 0; i < count; i++) files[`styles/f${String(i).padStart(5, '0')}.yaml`] = `name: L${i}\nlanguage: xx\n`;
    const result = validate(files);
    expect(result.errors).toHaveLength(MAX_DIAGNOSTICS + 1);
    const last = result.errors.at(-1);
    expect(last?.code).toBe('more-diagnostics');
    expect(last?.message).toBe('… and 150 more problems in other files not shown');
    expect(result.errors[0]?.file).toBe('styles/f00000.yaml');
  });

  it('counts problems found after loading (glossary references) in the same per-file cap as the file’s own', async () => {
    const repeated = Array.from({ length: 150 }, () => '  - g').join('\n');
    const repo = await tempRepo({ 'styles/a.yaml': `name: A\nlanguage: de\nglossaries:\n${repeated}\n` });
    cleanup = repo.cleanup;
    const r = await cli(repo.root, ['validate']);
    const shown = r.out.split('\n').filter((l) => l.startsWith('styles/a.yaml:'));
    expect(shown).toHaveLength(MAX_DIAGNOSTICS_PER_FILE + 1);
    expect(shown.at(-1)).toMatch(/… and \d+ more problems in this file not shown \[more-diagnostics\]$/);
  });
});

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});
