import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseYamlBytes } from '../../src/config/load.ts';
import { readEntriesFile } from '../../src/config/validate-glossary-entries.ts';
import { checkGlossaryDocument } from '../../src/config/validate-glossary.ts';
import { renderDiagnostics } from '../../src/report/diagnostics.ts';
import { BARE_ESCAPE, COMMAND_LINE, hostileText, RAW_INVISIBLE, runs } from './arbitraries.ts';

// A bound for a hung test, not a speed assertion: the runs are counted (numRuns), so the work is bounded, but a
// property over hundreds of generated inputs took ~27 s of the default 20 on a loaded two-core machine. Scaled
// with FUZZ_SCALE, as the runs are.
vi.setConfig({ testTimeout: runs(120_000) });

// Random and hostile glossary files and entries files: the pure checks never
// throw, every diagnostic names the file it is about, and what a terminal or
// a CI log shows of them is inert.

const FILE = 'glossaries/fuzz.yaml';
const quoted = hostileText.map((t) => JSON.stringify(t));
const language = fc.oneof(fc.constantFrom('en', 'DE', 'pt-BR', 'zh_Hans', 'english', '', '__proto__'), quoted);

const glossaryYaml = fc
  .record({
    name: quoted,
    state: fc.constantFrom('', 'state: absent\n', 'state: gone\n'),
    dictionaries: fc.array(
      fc.record({
        source: language,
        target: language,
        entries: fc.array(fc.tuple(quoted, fc.oneof(quoted, fc.constantFrom('1', '~', '[a]', '{}'))), { maxLength: 4 }),
        file: fc.option(fc.oneof(fc.constantFrom('t.tsv', 't.CSV', '../../x.tsv', '/etc/passwd', 'x.txt'), quoted)),
      }),
      { maxLength: 3 },
    ),
  })
  .map((g) => {
    const lines = [`name: ${g.name}`, `${g.state}dictionaries:`];
    for (const d of g.dictionaries) {
      lines.push(`  - source_language: ${d.source}`, `    target_language: ${d.target}`);
      if (d.file !== null) lines.push(`    entries_file: ${d.file}`);
      if (d.entries.length > 0 || d.file === null) lines.push('    entries:', ...d.entries.map(([s, t]) => `      ${s}: ${t}`));
    }
    return `${lines.join('\n')}\n`;
  });

const entriesText = fc.array(fc.oneof(hostileText, fc.constantFrom('\t', ',', '"', '""', '\r', '\n', 'a\tb', '"a,b",c', 'a,b,en,de')), { maxLength: 30 }).map((parts) => parts.join(''));

function inert(diagnostics: Parameters<typeof renderDiagnostics>[0]): void {
  for (const format of ['text', 'github'] as const) {
    const out = renderDiagnostics(diagnostics, { format, color: format === 'text' });
    expect(out).not.toMatch(RAW_INVISIBLE);
    expect(out).not.toMatch(BARE_ESCAPE);
    if (format === 'text') expect(out).not.toMatch(COMMAND_LINE);
  }
}

describe('glossary files under random and hostile input (property)', () => {
  it('never throw; diagnostics name the glossary file or its entries file and render inert', () => {
    fc.assert(
      fc.property(glossaryYaml, entriesText, (text, entries) => {
        const loaded = parseYamlBytes(Buffer.from(text, 'utf8'), FILE);
        if (!loaded.ok) return;
        const checked = checkGlossaryDocument(loaded);
        const all = [...checked.diagnostics];
        for (const ref of checked.entriesFiles) {
          expect(ref.file.startsWith('../')).toBe(false);
          all.push(...readEntriesFile(ref, entries));
        }
        const named = new Set([FILE, ...checked.entriesFiles.map((r) => r.file)]);
        for (const d of all) {
          expect(named.has(d.file)).toBe(true);
          expect(d.hint).not.toBe('');
        }
        inert(all);
      }),
      { numRuns: runs(150) },
    );
  });
});
