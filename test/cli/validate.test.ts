import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.ts';
import { capture, repoRoot } from './capture.ts';
import type { Diagnostic } from '../../src/config/model.ts';
import { renderDiagnostics } from '../../src/report/diagnostics.ts';

const repo = repoRoot;
const invalid = path.join(repo, 'test/fixtures/invalid');


describe('stylesync validate', () => {
  it('passes the shipped styles with exit 0 and a summary', async () => {
    const io = capture();
    expect(await run(['validate'], io)).toBe(0);
    expect(io.out).toBe('5 files, 4 lists; 1 glossary in 1 file: 0 errors, 0 warnings\n');
    expect(io.err).toBe('');
  });

  it('accepts paths and --dir', async () => {
    const io = capture();
    expect(await run(['validate', 'styles/de.yaml'], io)).toBe(0);
    // The fragment it extends is read too.
    expect(io.out).toBe('2 files, 1 list; 1 glossary in 1 file: 0 errors, 0 warnings\n');
    const dir = capture({ cwd: path.join(repo, 'test/fixtures') });
    expect(await run(['validate', '--dir', 'valid/extends'], dir)).toBe(0);
    expect(dir.out).toBe('4 files, 1 list: 0 errors, 0 warnings\n');
  });

  it('prints each problem with file:line:col, message, path and hint, and exits 1', async () => {
    const io = capture({ cwd: invalid });
    expect(await run(['validate', 'unknown-value.yaml'], io)).toBe(1);
    const lines = io.out.split('\n');
    expect(lines[0]).toBe(
      'unknown-value.yaml:5:24: error: `use_coma_as_decimal_separator` is not an allowed value of numbers.decimal_separator [unknown-value]',
    );
    expect(lines[1]).toBe('  at configured_rules.numbers.decimal_separator');
    expect(lines[2]).toMatch(/^ {2}hint: Did you mean `use_comma_as_decimal_separator`, /);
    expect(lines.at(-2)).toBe('1 file, 1 list: 1 error, 0 warnings');
    expect(io.out).not.toContain('\x1b[');
  });

  it('exits 0 on warnings alone (an unknown group), 1 with --strict', async () => {
    const loose = capture({ cwd: invalid });
    expect(await run(['validate', 'unknown-group.yaml'], loose)).toBe(0);
    expect(loose.out).toContain('unknown-group.yaml:4:3: warning: rule group `typography` is not in stylesync\'s catalog [unknown-group]');
    expect(loose.out).toContain('0 errors, 1 warning');
    const strict = capture({ cwd: invalid });
    expect(await run(['validate', '--strict', 'unknown-group.yaml'], strict)).toBe(1);
    expect(strict.out).toContain('1 error, 0 warnings');
  });

  it('--quiet prints only the errors and the summary line', async () => {
    const io = capture({ cwd: invalid });
    expect(await run(['validate', '--quiet', 'unknown-rule.yaml'], io)).toBe(1);
    expect(io.out).toContain('error: rule `numbers.decimal_seperator`');
    expect(io.out).not.toContain('[unknown-group]');
    expect(io.out.trimEnd().split('\n').at(-1)).toBe('1 file, 1 list: 1 error, 1 warning');
    const clean = capture({ cwd: invalid });
    expect(await run(['-q', 'validate', 'unknown-group.yaml'], clean)).toBe(0);
    expect(clean.out).toBe('1 file, 1 list: 0 errors, 1 warning\n');
  });

  it('a misspelt rule fails validation, with the fix and the escape hatch', async () => {
    const io = capture({ cwd: invalid });
    expect(await run(['validate', 'unknown-rule.yaml'], io)).toBe(1);
    expect(io.out).toContain('unknown-rule.yaml:5:5: error: rule `numbers.decimal_seperator` is not in stylesync\'s catalog');
    expect(io.out).toContain('Did you mean `decimal_separator`?');
    expect(io.out).toContain('extra_rules');
  });

  it('--format json: the whole result for tools', async () => {
    const io = capture({ cwd: invalid });
    expect(await run(['validate', '--format', 'json', 'duplicate-label.yaml', 'foreign-language-value.yaml'], io)).toBe(1);
    const report = JSON.parse(io.out);
    expect(report.valid).toBe(false);
    expect(report.summary).toEqual({ files: 2, lists: 2, glossaries: 0, glossary_files: 0, errors: 1, warnings: 2 });
    expect(report.errors[0]).toMatchObject({
      severity: 'error',
      code: 'duplicate-label',
      file: 'duplicate-label.yaml',
      line: 10,
      col: 12,
      path: 'custom_instructions[2].label',
    });
    expect(report.errors[0].hint).toBeTruthy();
    expect(report.lists.map((l: { name: string }) => l.name)).toEqual(['Duplicate labels', 'German with Japanese numbers']);
    expect(report.warnings.map((w: Diagnostic) => w.code)).toEqual(['foreign-language-value', 'foreign-language-value']);
  });

  it('adds GitHub annotations to the text when GITHUB_ACTIONS=true', async () => {
    const io = capture({ cwd: invalid, env: { GITHUB_ACTIONS: 'true' } });
    expect(await run(['validate', 'unknown-value.yaml', 'unknown-rule.yaml'], io)).toBe(1);
    expect(io.out).toContain('unknown-value.yaml:5:24: error:');
    expect(io.out).toContain('::error file=unknown-value.yaml,line=5,col=24,title=stylesync unknown-value::`use_coma_as_decimal_separator` is not an allowed value');
    expect(io.out).toMatch(/::error file=unknown-rule\.yaml,line=5,col=5,title=stylesync unknown-rule::.*%0Ahint: Did you mean `decimal_separator`\?/);
    const plain = capture({ cwd: invalid });
    await run(['validate', 'unknown-value.yaml'], plain);
    expect(plain.out).not.toContain('::error');
  });

  it('--format github prints the annotations alone', async () => {
    const io = capture({ cwd: invalid });
    expect(await run(['validate', '--format', 'github', 'label-too-long.yaml'], io)).toBe(1);
    expect(io.out.split('\n').filter(Boolean)).toHaveLength(1);
    expect(io.out).toMatch(/^::error file=label-too-long\.yaml,line=4,col=12,title=stylesync label-too-long::/);
  });

  it('colours a terminal unless NO_COLOR is set', async () => {
    const tty = capture({ cwd: invalid, isTTY: true });
    await run(['validate', 'unknown-value.yaml'], tty);
    expect(tty.out).toContain('\x1b[1;31merror\x1b[0m');
    const noColor = capture({ cwd: invalid, isTTY: true, env: { NO_COLOR: '1' } });
    await run(['validate', 'unknown-value.yaml'], noColor);
    expect(noColor.out).not.toContain('\x1b[');
  });

  it('reads --config and reports its problems like any other file', async () => {
    const io = capture({ cwd: path.join(repo, 'test/fixtures/config') });
    expect(await run(['validate', '--config', 'invalid/stylesync.yaml'], io)).toBe(1);
    expect(io.out).toContain('stylesync.yaml:4:1: error: `api_key`: API keys never belong in stylesync.yaml [key-in-config]');
    expect(io.out).not.toContain('sk-live-not-a-real-key');
  });

  it('refuses an unknown format as a usage error', async () => {
    const io = capture();
    expect(await run(['validate', '--format', 'xml'], io)).toBe(1);
    expect(io.err).toContain("argument 'xml' is invalid");
  });
});

describe('renderDiagnostics', () => {
  const d: Diagnostic = {
    severity: 'warning',
    code: 'x',
    message: '100% sure, really:\nyes',
    hint: 'Do this.',
    file: 'dir,1/a:b.yaml',
    line: 3,
    col: 4,
    path: 'a.b',
  };

  it('escapes GitHub workflow-command data and properties', () => {
    expect(renderDiagnostics([d], { format: 'github', color: false })).toBe(
      '::warning file=dir%2C1/a%3Ab.yaml,line=3,col=4,title=stylesync x::100%25 sure, really:%0Ayes (at a.b)%0Ahint: Do this.\n',
    );
  });

  it('shows control characters from the files escaped, so they cannot drive the terminal or the log', () => {
    const evil = { ...d, message: '`\x1b[2J\x1b]0;owned\x07` is not allowed', path: 'a\x1bb', hint: 'Fix\r it.' };
    const text = renderDiagnostics([evil], { format: 'text', color: false });
    expect(text).toBe('dir,1/a:b.yaml:3:4: warning: `\\u001b[2J\\u001b]0;owned\\u0007` is not allowed [x]\n  at a\\u001bb\n  hint: Fix\\r it.\n');
    expect(renderDiagnostics([evil], { format: 'github', color: false })).not.toMatch(/[\x00-\x09\x0b-\x1f]/);
  });

  it('keeps a line break in a file name or message from forging a line or a workflow command', () => {
    const forged = { ...d, file: 'x.yaml\nstyles/p.yaml', message: 'Gx\n::error file=README.md,line=1::forged\n::stop-commands::tok' };
    const text = renderDiagnostics([forged], { format: 'text', color: false });
    expect(text.split('\n')).toHaveLength(4);
    expect(text).not.toMatch(/^\s*::/m);
    expect(text).toContain('x.yaml\\nstyles/p.yaml:3:4: warning: Gx\\n::error file=README.md,line=1::forged\\n::stop-commands::tok [x]');
    const github = renderDiagnostics([forged], { format: 'github', color: false });
    expect(github.split('\n')).toHaveLength(2);
  });

  it('renders JSON as the diagnostics themselves', () => {
    expect(JSON.parse(renderDiagnostics([d], { format: 'json', color: false }))).toEqual([d]);
  });

  it('renders problems without a file under the tool’s name', () => {
    expect(renderDiagnostics([{ ...d, file: '', path: '' }], { format: 'text', color: false })).toBe(
      'warning: 100% sure, really:\\nyes [x]\n  hint: Do this.\n',
    );
  });
});
