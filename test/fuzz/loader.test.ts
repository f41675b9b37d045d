import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseYamlBytes } from '../../src/config/load.ts';
import { renderDiagnostics } from '../../src/report/diagnostics.ts';
import { BARE_ESCAPE, COMMAND_LINE, hostileText, RAW_INVISIBLE, runs } from './arbitraries.ts';
import { validateFlat } from '../config/flat-result.ts';

// A bound for a hung test, not a speed assertion: the runs are counted (numRuns), so the work is bounded, but a
// property over hundreds of generated inputs took ~27 s of the default 20 on a loaded two-core machine. Scaled
// with FUZZ_SCALE, as the runs are.
vi.setConfig({ testTimeout: runs(120_000) });

const FILE = 'styles/fuzz.yaml';
const PROTO = ['constructor', '__proto__', 'toString', 'prototype', 'hasOwnProperty', 'Constructor', 'valueOf'];

const key = fc.oneof(fc.constantFrom(...PROTO), fc.constantFrom('numbers', 'punctuation', 'decimal_separator', 'name', 'language', 'label', 'prompt', '1', '"1"', 'true', '~'), fc.string({ maxLength: 6 }));
const scalar = fc.oneof(hostileText.map((t) => JSON.stringify(t)), fc.constantFrom(...PROTO), fc.constantFrom('de', 'en', 'use_comma_as_decimal_separator', '*a', '&a x', '!!binary x', '|', '>-'), fc.integer().map(String));

/** A style file, well formed or nearly: the shape stylesync expects, with hostile keys and values anywhere. */
const styleYaml = fc
  .record({
    name: scalar,
    language: fc.oneof(fc.constantFrom('de', 'en', 'ja', 'xx'), scalar),
    extra: fc.array(fc.tuple(key, scalar), { maxLength: 3 }),
    groups: fc.array(fc.tuple(key, fc.array(fc.tuple(key, scalar), { maxLength: 4 })), { maxLength: 3 }),
    instructions: fc.array(fc.record({ label: scalar, prompt: scalar, source: scalar, extra: key }), { maxLength: 3 }),
    extendsRef: fc.option(fc.oneof(fc.constantFrom('./_base.yaml', '../../etc/passwd', '/etc/passwd', './constructor.yaml'), scalar)),
  })
  .map((d) => {
    const lines = [`name: ${d.name}`, `language: ${d.language}`];
    for (const [k, v] of d.extra) lines.push(`${k}: ${v}`);
    if (d.extendsRef) lines.push(`extends: [${d.extendsRef}]`);
    lines.push('configured_rules:');
    for (const [g, rules] of d.groups) {
      lines.push(`  ${g}:`);
      for (const [r, v] of rules) lines.push(`    ${r}: ${v}`);
    }
    lines.push('custom_instructions:');
    for (const i of d.instructions) lines.push(`  - label: ${i.label}`, `    prompt: ${i.prompt}`, `    source_language: ${i.source}`, `    ${i.extra}: x`);
    return `${lines.join('\n')}\n`;
  });

/** What a hostile file inserts somewhere. */
const SNIPPETS = [
  '\ufeff',
  '\r\n',
  '\t',
  '\u0000',
  '\ud800',
  ': ',
  '- ',
  '[',
  '{',
  '"',
  "'",
  '#',
  '&a [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n',
  `x: ${'['.repeat(200)}\n`,
  `  ${'- '.repeat(300)}a\n`,
  '---\n',
  '%YAML 1.2\n',
  '"\\e[2J\\u202e\\a"',
  '? complex\n',
  '<<: *a\n',
];

const mutated = fc
  .tuple(styleYaml, fc.array(fc.tuple(fc.nat(), fc.oneof(fc.constantFrom(...SNIPPETS), fc.string({ unit: 'binary', maxLength: 4 }))), { maxLength: 4 }), fc.array(fc.nat(), { maxLength: 2 }), fc.boolean())
  .map(([text, inserts, badBytes, truncate]) => {
    let out = text;
    for (const [at, piece] of inserts) {
      const k = at % (out.length + 1);
      out = out.slice(0, k) + piece + out.slice(k);
    }
    let bytes: Uint8Array = Buffer.from(truncate ? out.slice(0, Math.floor(out.length / 2)) : out, 'utf8');
    for (const at of badBytes) {
      const copy = Buffer.from(bytes);
      if (copy.length > 0) copy[at % copy.length] = 0xff;
      bytes = copy;
    }
    return bytes;
  });

function check(bytes: Uint8Array) {
  const loaded = parseYamlBytes(bytes, FILE);
  const result = validateFlat([loaded], { isFragment: (f) => f.split('/').pop()!.startsWith('_') });
  const all = [...result.errors, ...result.warnings];
  // Every problem points into the file (or is about stylesync itself), so the file is named.
  for (const d of all) expect([FILE, '', 'styles/_base.yaml', 'styles/constructor.yaml']).toContain(d.file);
  if (!loaded.ok) expect(result.errors.length).toBeGreaterThan(0);
  for (const format of ['text', 'github'] as const) {
    const out = renderDiagnostics(all, { format, color: format === 'text' });
    expect(out).not.toMatch(RAW_INVISIBLE);
    expect(out).not.toMatch(BARE_ESCAPE);
    if (format === 'text') expect(out).not.toMatch(COMMAND_LINE);
    else for (const line of out.split('\n').filter(Boolean)) expect(line).toMatch(/^::(error|warning) [^\n]*::/);
  }
  return result;
}

describe('loader and validator under random and mutated style files (property)', () => {
  it('never throw; every diagnostic names the file; rendered output stays inert', () => {
    fc.assert(fc.property(styleYaml, (text) => void check(Buffer.from(text, 'utf8'))), { numRuns: runs(150) });
  });

  it('mutated bytes: BOMs, CRLF, tabs, NUL, invalid UTF-8, lone surrogates, aliases, deep nesting, truncation', () => {
    fc.assert(fc.property(mutated, (bytes) => void check(bytes)), { numRuns: runs(250) });
  });
});

// How the loader's time grows with input size is measured by `npm run bench:loader`
// (figures for people), not asserted here: a timed assertion fails on a loaded machine.

describe('the CLI on random style files (property)', () => {
  it('validate exits 0 or 1, names the file, prints no stack trace and nothing that drives a terminal or the log', async () => {
    const { mkdtemp, mkdir, rm, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { cli, CRASH } = await import('../hostile/support.ts');
    const root = await mkdtemp(path.join(tmpdir(), 'stylesync-fuzz-'));
    await mkdir(path.join(root, 'styles'));
    try {
      await fc.assert(
        fc.asyncProperty(mutated, async (bytes) => {
          await writeFile(path.join(root, 'styles', 'fuzz.yaml'), bytes);
          const r = await cli(root, ['validate'], { GITHUB_ACTIONS: 'true' });
          expect([0, 1]).toContain(r.code);
          expect(r.all).not.toMatch(CRASH);
          if (r.code === 1) expect(r.out).toContain(FILE);
          expect(r.all).not.toMatch(RAW_INVISIBLE);
          expect(r.all).not.toMatch(BARE_ESCAPE);
          for (const line of r.all.split('\n')) if (/^\s*::|##\[/.test(line)) expect(line).toMatch(/^::(error|warning) file=styles\/fuzz\.yaml,[^\n]*title=stylesync [^:]*::/);
        }),
        { numRuns: runs(60) },
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
