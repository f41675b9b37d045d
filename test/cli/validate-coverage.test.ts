import { describe, expect, it } from 'vitest';
import { glossaryFile } from '../world/files.ts';
import { worldEach } from '../world/world.ts';
import { expectContains } from '../world/expect-contains.ts';
import { expectRun } from '../world/expect-run.ts';

// validate --coverage and the minimums of stylesync.yaml, through the CLI on real files.

const STYLE = `name: Support DE
language: de
glossaries: [Acme Terms]
configured_rules:
  dates_and_times:
    time_format: use_24_hour_clock
  numbers:
    decimal_separator: use_comma_as_decimal_separator
custom_instructions:
  - label: Formal address
    prompt: Address the reader with "Sie".
examples:
  - text: Sign in to see your refund of 12.50 euros.
    source_language: en
    covers: [numbers.decimal_separator]
`;

const ACME = glossaryFile({ name: 'Acme Terms', dictionaries: { de: { 'sign in': 'anmelden', dashboard: 'Dashboard', 'log out': 'abmelden' } } });

const w = worldEach({ files: { 'styles/de.yaml': STYLE, 'glossaries/acme.yaml': ACME } });

describe('validate --coverage', () => {
  it('lists every rule, instruction and term no example exercises, at its file:line', async () => {
    const r = await w.cli(['validate', '--coverage']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')).toEqual([
      'Coverage: terms 1 of 3 (33%), rules 1 of 2 (50%), instructions 0 of 1 (0%) exercised by examples',
      '  list "Support DE" (styles/de.yaml): rules 1 of 2, instructions 0 of 1 exercised',
      '    - rule dates_and_times.time_format  # styles/de.yaml:6',
      '    - instruction "Formal address"  # styles/de.yaml:10',
      '  glossary "Acme Terms" (glossaries/acme.yaml): terms 1 of 3 exercised',
      '    - term "dashboard" (en→de)  # glossaries/acme.yaml:7',
      '    - term "log out" (en→de)  # glossaries/acme.yaml:8',
      '1 file, 1 list; 1 glossary in 1 file: 0 errors, 0 warnings',
      '',
    ]);
    const json = JSON.parse((await w.cli(['validate', '--coverage', '--format', 'json'])).stdout);
    expect(json.coverage.totals).toEqual({ terms: { exercised: 1, total: 3 }, rules: { exercised: 1, total: 2 }, instructions: { exercised: 0, total: 1 } });
    expect(json.coverage.owners[1].uncovered[0]).toEqual({ kind: 'terms', name: 'dashboard', pair: 'en→de', origin: { file: 'glossaries/acme.yaml', line: 7, col: 7 } });
    // Without --coverage and without minimums, validate says nothing of it.
    expect((await w.cli(['validate'])).stdout).not.toContain('Coverage');
  });

  it('a list without examples and a glossary no example runs with say what would exercise them', async () => {
    // As after `stylesync init`: the example list names no glossary and has no examples.
    await w.write('styles/de.yaml', STYLE.replace('glossaries: [Acme Terms]\n', '').replace(/examples:[\s\S]*$/, ''));
    const r = await w.cli(['validate', '--coverage']);
    expectRun(r, 0, {
      stdout: [
        '  list "Support DE" (styles/de.yaml): rules 0 of 2, instructions 0 of 1 exercised; it has no examples: add `examples:` to its file, naming what each exercises in `covers:`\n',
      ],
    });
    expect(r.stdout).toContain(
      '  glossary "Acme Terms" (glossaries/acme.yaml): terms 0 of 3 exercised; no example runs with it: name it in a style file\'s `glossaries:`, or add `examples:` to its file\n',
    );
    // Once an example runs with them, the counts say the rest.
    await w.write('styles/de.yaml', STYLE);
    expect((await w.cli(['validate', '--coverage'])).stdout).not.toContain('no example');
  });

  it('a long list is cut to its first 20 items per glossary, the rest counted', async () => {
    const terms = Array.from({ length: 30 }, (_, i) => `      term${String(i).padStart(2, '0')}: Begriff${i}\n`).join('');
    await w.write('glossaries/acme.yaml', `${ACME}${terms}`);
    const r = await w.cli(['validate', '--coverage']);
    expectContains(r.stdout, [
      'terms 1 of 33 exercised',
      '- term "term17" (en→de)',
      '    … and 12 more (`--format json` lists them all)',
    ], ['"term18"']);
  });

  it('a hostile term is listed escaped: no bidi override reaches the terminal, no workflow command the log', async () => {
    await w.write('glossaries/acme.yaml', `${ACME}      "evil\\u202e term": x\n      "::error file=README.md::forged": y\n`);
    const r = await w.cli(['validate', '--coverage'], { env: { GITHUB_ACTIONS: 'true' } });
    expectRun(r, 0, { stdout: ['- term "evil\\u202e term" (en→de)'] });
    expect(r.stdout).not.toMatch(/\u202e/);
    expect(r.stdout.split('\n').filter((line) => /^\s*::|##\[/.test(line))).toEqual([]);
  });

  it('a covers entry naming nothing is an error with the nearest name', async () => {
    await w.write('styles/de.yaml', STYLE.replace('covers: [numbers.decimal_separator]', 'covers: [numbers.decimal_seperator, Formal adress]'));
    const r = await w.cli(['validate']);
    expectRun(r, 1, {
      stdout: [
        'styles/de.yaml:15:14: error: covers `numbers.decimal_seperator` names no rule and no instruction of this list [unknown-covers]',
        'hint: Did you mean `numbers.decimal_separator`?',
        'error: covers `Formal adress` names no rule and no instruction of this list [unknown-covers]',
        'hint: Did you mean `Formal address`?',
      ],
    });
  });

  it('minimums in stylesync.yaml fail validate (exit 1) at the setting, with or without --coverage', async () => {
    await w.write('stylesync.yaml', 'coverage:\n  terms: 30%\n  rules: 80%\n  instructions: 0\n');
    const r = await w.cli(['validate']);
    expect(r.code).toBe(1);
    expectContains(r.stdout, [
      'stylesync.yaml:3:10: error: examples exercise 1 of 2 rules (50%), below the minimum of 80% [coverage-below-minimum]',
      'hint: Name the rules `stylesync validate --coverage` lists in the `covers:` of examples that exercise them, or lower coverage.rules.',
    ], [
      'terms (',
      // Without --coverage, the shortfall alone.
      'Coverage:',
    ]);

    await w.write('styles/de.yaml', STYLE.replace('covers: [numbers.decimal_separator]', 'covers: [numbers.decimal_separator, dates_and_times.time_format]'));
    const met = await w.cli(['validate', '--coverage']);
    expect(met.code).toBe(0);
    // A selection of files is not the project a minimum is set for.
    await w.write('stylesync.yaml', 'coverage:\n  instructions: 100%\n');
    expect((await w.cli(['validate'])).code).toBe(1);
    expect((await w.cli(['validate', 'styles/de.yaml'])).code).toBe(0);
  });

  it('covers in a glossary file’s example is an error that says why', async () => {
    await w.write('glossaries/acme.yaml', `${ACME}examples:\n  - text: Please sign in.\n    source_language: en\n    target_language: de\n    covers: [sign in]\n`);
    const r = await w.cli(['validate']);
    expectRun(r, 1, {
      stdout: [
        "glossaries/acme.yaml:13:5: error: unknown field `covers` in examples[0]: a glossary file's examples run with no list, so they exercise no rule or instruction [unknown-field]",
        "hint: Remove it: the glossary's terms count as exercised when the example's text holds them.",
      ],
    });
  });

  it('a minimum that is not a percentage is an error with what to write', async () => {
    await w.write('stylesync.yaml', 'coverage:\n  terms: lots\n  rules: 120%\n');
    const r = await w.cli(['validate']);
    expectRun(r, 1, {
      stdout: [
        'stylesync.yaml:2:10: error: `coverage.terms` must be a percentage from 0% to 100% [invalid-coverage-minimum]',
        'hint: Write the least share examples must exercise, e.g. `terms: 80%`.',
        'stylesync.yaml:3:10: error: `coverage.rules` must be a percentage from 0% to 100% [invalid-coverage-minimum]',
      ],
    });
  });
});
