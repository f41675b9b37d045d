import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GLOSSARY_LIMITS } from '../../src/catalog/glossary-entries.ts';
import { MAX_ENTRIES_FILE_BYTES } from '../../src/config/glossary-load.ts';
import { MAX_ENTRY_PROBLEMS } from '../../src/config/validate-glossary-entries.ts';
import { cli, CRASH, tempRepo } from './support.ts';

// Hostile entries files end in a clear error naming the file and line. Work is
// bounded by counts the output shows (the line a check stopped at, the number of
// problems), never by a timer; bench:glossary-entries measures the time.

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const GLOSSARY = (file: string) => `name: G\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: ${file}\n`;

async function validate(entriesFile: string, text: string | Buffer) {
  const repo = await tempRepo({ 'styles/de.yaml': 'name: D\nlanguage: de\n', 'glossaries/g.yaml': GLOSSARY(entriesFile) });
  cleanup = repo.cleanup;
  await writeFile(path.join(repo.root, 'glossaries', entriesFile), text);
  const r = await cli(repo.root, ['validate', '--format', 'json']);
  expect(r.all).not.toMatch(CRASH);
  return { ...r, report: JSON.parse(r.out) as { errors: Array<{ code: string; file: string; line: number; message: string }>; glossaries: Array<{ dictionaries: Array<{ entries: number }> }> }, root: repo.root };
}

describe('hostile entries files', () => {
  it('a million-line TSV is read to its end: every entry counted, a duplicate on the last line named', { timeout: 120_000 }, async () => {
    const lines = Array.from({ length: 1_000_000 }, (_, i) => `${i.toString(36)}\tx`);
    lines[999_999] = `${(5).toString(36)}\tx`;
    const { code, report } = await validate('big.tsv', lines.join('\n'));
    expect(code).toBe(1);
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]).toMatchObject({ code: 'duplicate-term', file: 'glossaries/big.tsv', line: 1_000_000 });
    expect(report.errors[0]!.message).toContain('first on line 6');
    expect(report.glossaries[0]!.dictionaries[0]!.entries).toBe(999_999);
  });

  it('broken CSV quoting on every line stops after a bounded number of problems, at that line', async () => {
    const { code, report } = await validate('broken.csv', '"open,x\n'.repeat(1_000_000));
    expect(code).toBe(1);
    // 100 problems (the per-file cap keeps them all), then the stop: line 100 of a million was the last one read.
    expect(report.errors).toHaveLength(MAX_ENTRY_PROBLEMS + 1);
    expect(report.errors.at(-1)).toMatchObject({ code: 'entries-check-stopped', line: MAX_ENTRY_PROBLEMS });
  });

  it('a dictionary past 10 MiB stops at the line that crosses the limit, with one error', { timeout: 60_000 }, async () => {
    const target = 'y'.repeat(1000);
    const lineBytes = 8 + 1 + target.length + 1;
    const count = Math.ceil(GLOSSARY_LIMITS.dictionaryMaxBytes / lineBytes) + 50;
    const text = Array.from({ length: count }, (_, i) => `${i.toString().padStart(8, '0')}\t${target}`).join('\n');
    const { report } = await validate('large.tsv', text);
    const crossing = Math.floor(GLOSSARY_LIMITS.dictionaryMaxBytes / lineBytes) + 1;
    expect(report.errors).toEqual([expect.objectContaining({ code: 'dictionary-too-large', line: crossing })]);
  });

  it('a file past the entries-file limit is refused before it is read', async () => {
    const { report } = await validate('huge.tsv', Buffer.alloc(MAX_ENTRIES_FILE_BYTES + 1, 0x61));
    expect(report.errors).toEqual([expect.objectContaining({ code: 'file-too-large', file: 'glossaries/huge.tsv', line: 1 })]);
  });

  it('invalid UTF-8 and a named pipe end in an error naming the file, never a hang', async () => {
    const bad = await validate('latin1.tsv', Buffer.from('caf\xe9\tx\n', 'latin1'));
    expect(bad.report.errors).toEqual([expect.objectContaining({ code: 'not-utf8', file: 'glossaries/latin1.tsv', line: 1 })]);
    await cleanup?.();
    const repo = await tempRepo({ 'styles/de.yaml': 'name: D\nlanguage: de\n', 'glossaries/g.yaml': GLOSSARY('pipe.tsv') });
    cleanup = repo.cleanup;
    execFileSync('mkfifo', [path.join(repo.root, 'glossaries/pipe.tsv')]);
    const r = await cli(repo.root, ['validate']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('glossaries/pipe.tsv:1:1: error: cannot read the file: it is not a regular file');
  });
});
