import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/config/model.ts';
import { renderDiagnostics } from '../../src/report/diagnostics.ts';
import { renderDiagnosticsMarkdown } from '../../src/report/diagnostics-markdown.ts';
import { loadFlat } from './flat-result.ts';

// Terms are user text from a pull request: a diagnostic quoting one must stay
// a clear error (code, file:line:col, hint) in every sink and never become a
// workflow command, a terminal escape, Markdown, HTML, a link or a mention.

const ESC = '\u001b';
const HOSTILE = {
  command: '::error file=README.md,line=1::owned',
  markdown: '**bold** [link](https://evil.example) @acme/team <img src=x onerror=alert(1)> | cell |',
  escape: `red ${ESC}[31m text`,
};

let root: string;
let errors: Diagnostic[];
let warnings: Diagnostic[];
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'stylesync-glossary-hostile-'));
  await mkdir(path.join(root, 'styles'));
  await mkdir(path.join(root, 'glossaries'));
  await writeFile(path.join(root, 'styles/de.yaml'), 'name: D\nlanguage: de\n');
  // Inline: the escape as YAML writes it; the Markdown term as a (valid) target, its source twice with a case variant.
  await writeFile(
    path.join(root, 'glossaries/inline.yaml'),
    [
      'name: Inline',
      'dictionaries:',
      '  - source_language: en',
      '    target_language: de',
      '    entries:',
      '      "red \\e[31m text": rot',
      `      "${HOSTILE.markdown}": x`,
      `      "${HOSTILE.markdown.toUpperCase()}": y`,
      '',
    ].join('\n'),
  );
  await writeFile(path.join(root, 'glossaries/file.yaml'), 'name: File\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: t.tsv\n');
  // A workflow command as a duplicated source term, Markdown as a duplicated one, a CSV-style quote in TSV (valid).
  await writeFile(path.join(root, 'glossaries/t.tsv'), [`${HOSTILE.command}\tx`, `${HOSTILE.command}\ty`, `${HOSTILE.markdown}\tz`, `${HOSTILE.markdown}\tw`, '"quoted"\t"zitiert"', ''].join('\n'));
  const { result } = await loadFlat({ cwd: root });
  errors = result.errors;
  warnings = result.warnings;
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('hostile terms in glossary files', () => {
  it('end in errors with a code, the line and column of the term in its file, and a hint', () => {
    expect(errors.map((d) => `${d.file}:${d.line}:${d.col} ${d.code}`)).toEqual([
      'glossaries/inline.yaml:6:7 term-control-character',
      'glossaries/t.tsv:2:1 duplicate-term',
      'glossaries/t.tsv:4:1 duplicate-term',
    ]);
    expect(warnings.map((d) => `${d.file}:${d.line}:${d.col} ${d.code}`)).toEqual(['glossaries/inline.yaml:8:7 term-case-variant']);
    for (const d of [...errors, ...warnings]) expect(d.hint).toMatch(/\w/);
    // The control character is named by its code point, never quoted.
    expect(errors[0]!.message).toContain('U+001B');
    expect(errors[0]!.message).not.toContain(ESC);
  });

  it('as text and as GitHub annotations: no escape reaches the terminal, no term forges a workflow command', () => {
    const text = renderDiagnostics([...errors, ...warnings], { format: 'text', color: false });
    expect(text).not.toContain(ESC);
    expect(text.split('\n').filter((l) => l.startsWith('::'))).toEqual([]);
    expect(text).toContain('glossaries/t.tsv:2:1: error:');

    const github = renderDiagnostics([...errors, ...warnings], { format: 'github', color: false });
    const lines = github.split('\n').filter(Boolean);
    expect(lines).toHaveLength(4);
    // Each line is one annotation of stylesync's: the runner reads a command only at the start of a line, so the
    // term's `::error` inside the message (one line, its breaks encoded) is text.
    for (const line of lines) expect(line).toMatch(/^::(error|warning) file=glossaries\/[^,]+,line=\d+,col=\d+,title=stylesync [a-z-]+::[^\n]*$/);
    expect(github).not.toMatch(/^::error file=README/m);
    expect(github).not.toContain(ESC);
  });

  it('as Markdown (job summary, pull-request comment): no emphasis, link, mention, HTML or table cell from a term', () => {
    const md = renderDiagnosticsMarkdown([...errors, ...warnings]);
    expect(md).not.toContain('<img');
    expect(md).not.toContain('**bold**');
    expect(md).not.toContain('](https://');
    expect(md).not.toContain('https://evil');
    expect(md).not.toMatch(/@acme(?!&#8203;)/);
    expect(md).not.toMatch(/(?<!\\)\| cell/);
    expect(md).not.toContain(ESC);
    expect(md.split('\n').filter(Boolean)).toHaveLength(4);
  });
});
