import { describe, expect, it } from 'vitest';
import { parseYamlText } from '../../src/config/load.ts';
import { checkGlossaryDocument } from '../../src/config/validate-glossary.ts';
import { renderDiagnostics } from '../../src/report/diagnostics.ts';
import { renderDiagnosticsMarkdown } from '../../src/report/diagnostics-markdown.ts';
import { deGlossaryText } from '../world/files.ts';

// The long form's diagnostics quote forbidden variants and source terms: user
// text from a pull request, escaped once by each sink like any term.

const COMMAND = '::error file=README.md,line=1::owned';
const MARKDOWN = '**bold** [link](https://evil.example) @acme/team <img src=x onerror=alert(1)> | cell |';

const text = deGlossaryText([
  `log in: ${JSON.stringify(MARKDOWN)}`,
  `sign in: {target: anmelden, forbidden: [${JSON.stringify(MARKDOWN)}, ${JSON.stringify(COMMAND)}, ${JSON.stringify(COMMAND)}]}`,
  `${JSON.stringify(COMMAND)}: {translate: false, target: x}`,
]);

const diagnostics = () => {
  const loaded = parseYamlText(text, 'glossaries/g.yaml');
  if (!loaded.ok) throw new Error('not parsed');
  return checkGlossaryDocument(loaded).diagnostics;
};

describe('hostile text in the long form', () => {
  it('ends in errors with codes at the values at fault (the command is also the target of its own translate: false entry)', () => {
    expect(diagnostics().map((d) => `${d.line} ${d.code}`)).toEqual(['8 translate-false-target', '7 forbidden-is-target', '7 forbidden-is-target', '7 duplicate-forbidden']);
  });

  it('as text, GitHub annotations and Markdown: no forged workflow command, link, mention, HTML or table cell', () => {
    const ds = diagnostics();
    const plain = renderDiagnostics(ds, { format: 'text', color: false });
    expect(plain.split('\n').filter((l) => l.startsWith('::'))).toEqual([]);
    const github = renderDiagnostics(ds, { format: 'github', color: false });
    for (const line of github.split('\n').filter(Boolean)) expect(line).toMatch(/^::error file=glossaries\/g\.yaml,line=\d+,col=\d+,title=stylesync [a-z-]+::[^\n]*$/);
    expect(github).not.toMatch(/^::error file=README/m);
    const md = renderDiagnosticsMarkdown(ds);
    expect(md).not.toContain('<img');
    expect(md).not.toContain('**bold**');
    expect(md).not.toContain('](https://');
    expect(md).not.toMatch(/@acme(?!&#8203;)/);
    expect(md).not.toMatch(/(?<!\\)\| cell/);
  });
});
