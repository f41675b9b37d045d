import { afterEach, describe, expect, it } from 'vitest';
import { anchorProblem } from '../../src/config/anchor-count.ts';
import { MAX_DIAGNOSTICS_PER_FILE } from '../../src/config/validate.ts';
import { cli, CRASH, tempRepo } from './support.ts';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const OTHER = 'name: Other\nlanguage: xx\n';

async function validate(files: Record<string, string>) {
  const repo = await tempRepo({ ...files, 'styles/other.yaml': OTHER });
  cleanup = repo.cleanup;
  return cli(repo.root, ['validate']);
}

describe('hostile style files end in exit 1 naming the file, and hide no other file', () => {
  it.each([
    ['5,000 block levels', `name: D\nlanguage: de\nx:\n  ${'- '.repeat(5000)}a\n`],
    ['10,000 [', `name: D\nlanguage: de\nx: ${'['.repeat(10_000)}\n`],
    ['10,000 {', `name: D\nlanguage: de\nx: ${'{a: '.repeat(10_000)}\n`],
    ['1,000 indented mapping levels', `name: D\nlanguage: de\nx:\n${Array.from({ length: 1000 }, (_, i) => `${' '.repeat(i + 1)}a:`).join('\n')} b\n`],
  ])('%s', async (_name, text) => {
    const r = await validate({ 'styles/deep.yaml': text });
    expect(r.all).not.toMatch(CRASH);
    expect(r.code).toBe(1);
    expect(r.out).toContain('styles/deep.yaml:1:1: error: the document is nested too deeply to be a style file [too-deep]');
    expect(r.out).toContain('styles/other.yaml:2:11: error:');
  });

  it('caps one file at a fixed number of diagnostics with an "and N more" line', async () => {
    const items = '  - 1\n'.repeat(130_000);
    const r = await validate({ 'styles/many.yaml': `name: Many\nlanguage: de\ncustom_instructions:\n${items}` });
    expect(r.all).not.toMatch(CRASH);
    expect(r.code).toBe(1);
    const shown = r.out.split('\n').filter((l) => l.startsWith('styles/many.yaml:'));
    expect(shown).toHaveLength(MAX_DIAGNOSTICS_PER_FILE + 1);
    expect(shown.at(-1)).toMatch(/… and 129,?900 more problems in this file not shown \[more-diagnostics\]$/);
    expect(r.out).toContain('styles/other.yaml:2:11: error:');
  });

  it('refuses a file past the size limit before parsing it', async () => {
    const r = await validate({ 'styles/huge.yaml': `name: Huge\nlanguage: de\nx: "${'a'.repeat(50_000_000)}"\n` });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/styles\/huge\.yaml:1:1: error: the file is 50,000,03\d bytes; a style file may have at most 1,000,000 \[file-too-large\]/);
    expect(r.out).toContain('styles/other.yaml:2:11: error:');
  });
});

describe('anchors and aliases are counted before the parse', () => {
  it('refuses more than 1,000 anchors at the first one past the limit, and names the file', async () => {
    const anchors = Array.from({ length: 1200 }, (_, i) => `  - &a${i} "quoted & not an anchor *nor an alias"`).join('\n');
    const r = await validate({ 'styles/anchors.yaml': `name: A\nlanguage: de\nextra:\n${anchors}\n` });
    expect(r.code).toBe(1);
    expect(r.out).toContain('styles/anchors.yaml:1004:5: error: the document holds more than 1,000 anchors (&name), refused before parsing');
    expect(r.out).toContain('[too-many-anchors]');
    expect(r.out).toContain('styles/other.yaml:2:11: error:');
  });

  it('does not count & and * inside quoted or plain text, comments or block scalars', () => {
    const items = Array.from({ length: 1200 }, (_, i) => `  - label: "R&D *${i}*"\n    prompt: Use *bold* & R&D # *not* &alias\n    note: |\n      *a &b\n`).join('');
    expect(anchorProblem(`name: T\nlanguage: de\ncustom_instructions:\n${items}`, 't.yaml')).toBeUndefined();
    expect(anchorProblem(`a: &x 1\nb: [${Array.from({ length: 101 }, () => '*x').join(', ')}]\n`, 't.yaml')).toMatchObject({ code: 'too-many-aliases', line: 2, col: 5 + 4 * 100 });
  });
});

describe('keys equal as text', () => {
  it('`1: a` and `"1": b` in one mapping are a duplicate, not a silent merge', async () => {
    const r = await validate({ 'styles/dup.yaml': 'name: Dup\nlanguage: de\nconfigured_rules:\n  numbers:\n    1: a\n    "1": b\n' });
    expect(r.code).toBe(1);
    expect(r.out).toContain('styles/dup.yaml:6:5: error: duplicate key `1` (1 and "1" are the same key as text): first set at line 5:5 [duplicate-key]');
  });
});

describe('long extends chains', () => {
  async function chain(n: number, closeLoop: boolean) {
    const files: Record<string, string> = {};
    for (let i = 0; i < n; i++) {
      const base = i === 0 ? (closeLoop ? `extends: [./_f${n - 1}.yaml]\n` : 'configured_rules:\n  numbers:\n    decimal_separator: use_comma_as_decimal_separator\n') : `extends: [./_f${i - 1}.yaml]\n`;
      files[`shared/_f${i}.yaml`] = base;
    }
    files['styles/list.yaml'] = `name: L\nlanguage: de\nextends: [../shared/_f${n - 1}.yaml]\n`;
    const repo = await tempRepo(files);
    cleanup = repo.cleanup;
    return cli(repo.root, ['validate', '--format', 'json']);
  }

  it('resolves 3,000 fragments found one by one, each once', async () => {
    const r = await chain(3000, false);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.summary).toMatchObject({ files: 3001, lists: 1, errors: 0 });
  });

  it('reports a 3,000-fragment cycle once', async () => {
    const r = await chain(3000, true);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out);
    expect(report.errors.map((e: { code: string }) => e.code)).toEqual(['extends-cycle']);
  });
});
