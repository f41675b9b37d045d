import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.ts';
import { COMMANDS } from '../../src/cli/commands.ts';
import { capture, repoRoot } from './capture.ts';

/**
 * Messages speak to users, not to the specification the tool was built from:
 * no text a user can see names "document 1", "the specification" or the
 * removed --tier flag. Comments may cite the spec; strings may not.
 */
const DEVELOPER_WORDS = /\bdocument \d\b|\bspecification\b|--tier\b/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every string literal and template piece of a file, from its syntax tree (so comments are skipped). */
function stringsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateExpression(node)) out.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('user-facing wording', () => {
  it('the check sees strings, not comments (the check below can fail)', () => {
    const file = path.join(repoRoot, 'test/fixtures/wording/probe.ts.txt');
    expect(stringsOf(file).filter((s) => DEVELOPER_WORDS.test(s))).toEqual(['see document 1', ' of the specification']);
  });

  it('no string in src/ names the spec documents or --tier', () => {
    const found = sourceFiles(path.join(repoRoot, 'src')).flatMap((file) =>
      stringsOf(file)
        .filter((s) => DEVELOPER_WORDS.test(s))
        .map((s) => `${path.relative(repoRoot, file)}: ${s}`),
    );
    expect(found).toEqual([]);
  });

  it('nor do the README and docs/', () => {
    // Every file under docs/, example workflows included: they are read by users too.
    const pages = ['README.md', ...readdirSync(path.join(repoRoot, 'docs'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(repoRoot, path.join(e.parentPath, e.name)))];
    expect(pages).toContain(path.join('docs', 'workflows', 'stylesync-guide.yml'));
    for (const page of pages) expect(readFileSync(path.join(repoRoot, page), 'utf8'), page).not.toMatch(DEVELOPER_WORDS);
  });

  it('the schemas editors show do not either', () => {
    for (const name of readdirSync(path.join(repoRoot, 'schema'))) {
      expect(readFileSync(path.join(repoRoot, 'schema', name), 'utf8'), name).not.toMatch(DEVELOPER_WORDS);
    }
  });

  it('nor does --help of any command', async () => {
    const names = ['', ...COMMANDS.map((m) => m.name)];
    for (const name of names) {
      const io = capture();
      await run(name === '' ? ['--help'] : [name, '--help'], io);
      expect(io.out, name).toContain('Usage:');
      expect(io.out, name).not.toMatch(DEVELOPER_WORDS);
    }
  });
});
