import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer boundaries of eslint.config.mjs, proven to bite: each invariant gets a
// planted violation, linted as if it were a file at that path in src/ (the file
// need not exist), and a clean control that differs only where the invariant
// draws its line. Both are checked for the complete list of messages, so a
// control that trips any other rule, or a violation reported twice, fails too.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function lint(filePath: string, code: string): Promise<Array<Pick<Linter.LintMessage, 'ruleId' | 'message'>>> {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const HTTP = 'Only src/live talks HTTP';
const RUNNER = 'Only src/action talks to the Actions runner';
const CLI_EDGE = 'Nothing imports src/cli';
const ACTION_EDGE = 'Nothing imports src/action';
const CORE = 'catalog, config and plan are the core';
const EVENTS = 'src/apply does not render';
const PURE = 'are pure: take the data as an argument';
const EDGES_PRINT = 'Only src/cli and src/action print or exit';
const CATALOG = 'src/catalog imports only itself and src/util';
const EMULATOR = 'src/emulator imports only src/catalog and src/util';

interface Case {
  /** The invariant, as docs/architecture.md names it. */
  invariant: string;
  file: string;
  code: string;
  /** Where the same code is allowed. */
  allowedIn: string;
  rule: string;
  says: string;
}

const cases: Case[] = [
  {
    invariant: 'ky only in src/live',
    file: 'src/checks/fetch-languages.ts',
    allowedIn: 'src/live/fetch-languages.ts',
    code: `import ky from 'ky';\nexport const get = ky.get;\n`,
    rule: 'no-restricted-imports',
    says: HTTP,
  },
  {
    invariant: 'ky only in src/live (dynamic import)',
    file: 'src/apply/fetch-lazily.ts',
    allowedIn: 'src/live/fetch-lazily.ts',
    code: `export const load = () => import('ky');\n`,
    rule: 'no-restricted-syntax',
    says: HTTP,
  },
  {
    invariant: '@actions/core only in src/action',
    file: 'src/cli/annotate.ts',
    allowedIn: 'src/action/annotate.ts',
    code: `import * as core from '@actions/core';\nexport const warn = core.warning;\n`,
    rule: 'no-restricted-imports',
    says: RUNNER,
  },
  {
    invariant: 'src/action never imports src/cli',
    file: 'src/action/inputs-extra.ts',
    allowedIn: 'src/cli/inputs-extra.ts',
    code: `import { pickTarget } from '../cli/target.ts';\nexport { pickTarget };\n`,
    rule: 'no-restricted-imports',
    says: CLI_EDGE,
  },
  {
    invariant: 'src/app never imports src/cli',
    file: 'src/app/plan-project.ts',
    allowedIn: 'src/cli/plan-project.ts',
    code: `import type { CliIO } from '../cli/io.ts';\nexport type Io = CliIO;\n`,
    rule: 'no-restricted-imports',
    says: CLI_EDGE,
  },
  {
    invariant: 'src/app never imports src/cli (dynamic import)',
    file: 'src/app/open-session.ts',
    allowedIn: 'src/cli/open-session.ts',
    code: `export const later = () => import('../cli/target.ts');\n`,
    rule: 'no-restricted-syntax',
    says: CLI_EDGE,
  },
  {
    invariant: 'src/app never imports src/action',
    file: 'src/app/apply-plan.ts',
    allowedIn: 'src/action/apply-plan.ts',
    code: `import { readInputs } from '../action/inputs.ts';\nexport { readInputs };\n`,
    rule: 'no-restricted-imports',
    says: ACTION_EDGE,
  },
  {
    invariant: 'the core (catalog, config, plan) never imports src/live',
    file: 'src/plan/types-extra.ts',
    allowedIn: 'src/apply/types-extra.ts',
    code: `import type { CreateListBody } from '../live/api.ts';\nexport type Body = CreateListBody;\n`,
    rule: 'no-restricted-imports',
    says: CORE,
  },
  {
    invariant: 'the core (catalog, config, plan) never imports src/live (config)',
    file: 'src/config/repo-config-extra.ts',
    allowedIn: 'src/checks/repo-config-extra.ts',
    code: `import { checkBaseUrl } from '../live/base-url.ts';\nexport { checkBaseUrl };\n`,
    rule: 'no-restricted-imports',
    says: CORE,
  },
  {
    invariant: 'src/catalog never imports src/config (type-only included)',
    file: 'src/catalog/example-extra.ts',
    allowedIn: 'src/plan/example-extra.ts',
    code: `import type { Example } from '../config/model.ts';\nexport type Extra = Example;\n`,
    rule: 'no-restricted-imports',
    says: CATALOG,
  },
  {
    invariant: 'src/catalog never imports src/plan',
    file: 'src/catalog/body-extra.ts',
    allowedIn: 'src/checks/body-extra.ts',
    code: `import { diff } from '../plan/diff.ts';\nexport { diff };\n`,
    rule: 'no-restricted-imports',
    says: CATALOG,
  },
  ...['config', 'plan', 'live', 'apply', 'app', 'report'].map(
    (layer): Case => ({
      invariant: `src/emulator never imports src/${layer}`,
      file: 'src/emulator/extra.ts',
      allowedIn: 'src/checks/extra.ts',
      code: `import type { Anything } from '../${layer}/anything.ts';\nexport type Extra = Anything;\n`,
      rule: 'no-restricted-imports',
      says: EMULATOR,
    }),
  ),
  {
    invariant: 'src/apply never imports src/report',
    file: 'src/apply/progress.ts',
    allowedIn: 'src/cli/progress.ts',
    code: `import { renderProgressLine } from '../report/apply-progress.ts';\nexport { renderProgressLine };\n`,
    rule: 'no-restricted-imports',
    says: EVENTS,
  },
  ...['src/catalog/read.ts', 'src/config/validate-extra.ts', 'src/plan/read.ts', 'src/report/read.ts'].flatMap((file): Case[] => [
    {
      invariant: `no node:fs in ${file}`,
      file,
      allowedIn: 'src/config/load-extra.ts',
      code: `import { readFile } from 'node:fs/promises';\nexport const read = (path: string) => readFile(path, 'utf8');\n`,
      rule: 'no-restricted-imports',
      says: PURE,
    },
    {
      invariant: `no process in ${file}`,
      file,
      allowedIn: 'src/checks/read-env.ts',
      code: `export const home = () => process.env.HOME;\n`,
      rule: 'no-restricted-globals',
      says: PURE,
    },
  ]),
  {
    invariant: 'process.stderr in the pure core (reported once, as process)',
    file: 'src/report/warn.ts',
    allowedIn: 'src/action/warn.ts',
    code: `export const warn = (text: string) => process.stderr.write(text);\n`,
    rule: 'no-restricted-globals',
    says: PURE,
  },
  {
    invariant: 'no fs (bare name) in the pure core',
    file: 'src/plan/read-sync.ts',
    allowedIn: 'src/config/load-sync.ts',
    code: `import { readFileSync } from 'fs';\nexport const read = (path: string) => readFileSync(path, 'utf8');\n`,
    rule: 'no-restricted-imports',
    says: PURE,
  },
  {
    invariant: 'no node:child_process in the pure core',
    file: 'src/report/git-blame.ts',
    allowedIn: 'src/action/git-blame.ts',
    code: `import { execFile } from 'node:child_process';\nexport { execFile };\n`,
    rule: 'no-restricted-imports',
    says: PURE,
  },
  {
    invariant: 'no process import in the pure core',
    file: 'src/catalog/cwd.ts',
    allowedIn: 'src/config/cwd.ts',
    code: `import { cwd } from 'node:process';\nexport { cwd };\n`,
    rule: 'no-restricted-imports',
    says: PURE,
  },
  {
    invariant: 'no fetch in the pure core',
    file: 'src/config/validate-remote.ts',
    allowedIn: 'src/config/load-remote.ts',
    code: `export const get = (url: string) => fetch(url);\n`,
    rule: 'no-restricted-globals',
    says: PURE,
  },
  {
    invariant: 'no console in the pure core',
    file: 'src/report/debug.ts',
    allowedIn: 'src/cli/debug.ts',
    code: `export const debug = (text: string) => console.error(text);\n`,
    rule: 'no-restricted-globals',
    says: EDGES_PRINT,
  },
  {
    invariant: 'only src/cli and src/action print: console',
    file: 'src/emulator/log.ts',
    allowedIn: 'src/action/log.ts',
    code: `export const log = (text: string) => console.log(text);\n`,
    rule: 'no-restricted-globals',
    says: EDGES_PRINT,
  },
  {
    invariant: 'only src/cli and src/action print: process.stderr',
    file: 'src/apply/warn.ts',
    allowedIn: 'src/cli/warn.ts',
    code: `export const warn = (text: string) => process.stderr.write(text);\n`,
    rule: 'no-restricted-properties',
    says: EDGES_PRINT,
  },
  {
    invariant: 'only src/cli and src/action exit: process.exit',
    file: 'src/checks/give-up.ts',
    allowedIn: 'src/cli/give-up.ts',
    code: `export const giveUp = () => process.exit(1);\n`,
    rule: 'no-restricted-properties',
    says: EDGES_PRINT,
  },
  {
    invariant: 'only src/cli and src/action exit: process.exitCode',
    file: 'src/app/fail.ts',
    allowedIn: 'src/action/fail.ts',
    code: `export const fail = () => {\n  process.exitCode = 1;\n};\n`,
    rule: 'no-restricted-properties',
    says: EDGES_PRINT,
  },
  {
    invariant: 'only src/cli and src/action exit: imported exit',
    file: 'src/live/abort.ts',
    allowedIn: 'src/cli/abort.ts',
    code: `import { exit } from 'node:process';\nexport const abort = () => exit(1);\n`,
    rule: 'no-restricted-imports',
    says: EDGES_PRINT,
  },
];

/** A function of `lines` statements, with blank lines and comments that must not count. */
function functionOf(lines: number): string {
  const body = Array.from({ length: lines }, (_, i) => `  total += ${i};\n\n  // step ${i}`).join('\n');
  return `export function long(): number {\n  let total = 0;\n${body}\n  return total;\n}\n`;
}

describe('eslint.config.mjs: the layer boundaries', () => {
  it.each(cases)('$invariant: rejected in $file', async ({ file, code, rule, says }) => {
    expect(await lint(file, code)).toEqual([{ ruleId: rule, message: expect.stringContaining(says) }]);
  });

  it.each(cases)('$invariant: allowed in $allowedIn', async ({ allowedIn, code }) => {
    expect(await lint(allowedIn, code)).toEqual([]);
  });

  it('names what to do instead, after what it found', async () => {
    const [message] = await lint('src/plan/x.ts', `import type { CreateListBody } from '../live/api.ts';\nexport type B = CreateListBody;\n`);
    expect(message?.message).toMatch(/^'\.\.\/live\/api\.ts' import is restricted .*move the type into src\/catalog/);
  });

  it('src/emulator may import the service facts in src/catalog', async () => {
    const code = `import type { LiveList } from '../catalog/types.ts';\nexport type Facts = LiveList;\n`;
    expect(await lint('src/emulator/facts.ts', code)).toEqual([]);
  });

  it('the boundaries bind src/ only: tests may print, exit and import anything', async () => {
    const code = `import ky from 'ky';\nimport { pickTarget } from '../../src/cli/target.ts';\nconsole.log(ky, pickTarget);\nprocess.exit(0);\n`;
    expect(await lint('test/plan/anything.test.ts', code)).toEqual([]);
  });
});

describe('eslint.config.mjs: one locale-free order in src/', () => {
  const sort = (compare: string) => `export const sorted = (ids: string[]) => [...ids].sort(${compare});\n`;

  it('rejects localeCompare in every layer, whose order moves with the machine', async () => {
    for (const file of ['src/plan/x.ts', 'src/live/x.ts', 'src/cli/x.ts', 'src/util/x.ts']) {
      expect(await lint(file, sort('(a, b) => a.localeCompare(b)'))).toEqual([
        { ruleId: 'no-restricted-syntax', message: expect.stringContaining('Sort with codeUnitOrder') },
      ]);
    }
  });

  it('rejects localeCompare however it is reached: by a computed name, through call, or destructured', async () => {
    const ways = [
      sort("(a, b) => a['localeCompare'](b)"),
      sort('(a, b) => String.prototype.localeCompare.call(a, b)'),
      `const { localeCompare } = String.prototype;\n${sort('(a, b) => localeCompare.call(a, b)')}`,
    ];
    for (const code of ways) {
      expect(await lint('src/plan/x.ts', code)).toEqual([{ ruleId: 'no-restricted-syntax', message: expect.stringContaining('Sort with codeUnitOrder') }]);
    }
  });

  it('passes codeUnitOrder, and leaves tests alone', async () => {
    const code = `import { codeUnitOrder } from '../util/code-unit-order.ts';\n${sort('codeUnitOrder')}`;
    expect(await lint('src/plan/x.ts', code)).toEqual([]);
    expect(await lint('test/plan/x.test.ts', sort('(a, b) => a.localeCompare(b)'))).toEqual([]);
  });
});

describe('eslint.config.mjs: no function over about 80 lines in src/', () => {
  it('rejects an 81-line function', async () => {
    // 77 statements + the declaration, `let`, `return` and closing-brace lines = 81.
    expect(await lint('src/plan/long.ts', functionOf(77))).toEqual([
      { ruleId: 'max-lines-per-function', message: expect.stringContaining('Maximum allowed is 80') },
    ]);
  });

  it('counts neither blank lines nor comments, so an 80-line function passes', async () => {
    expect(await lint('src/plan/long.ts', functionOf(76))).toEqual([]);
  });

  it('leaves tests alone', async () => {
    expect(await lint('test/plan/long.test.ts', functionOf(200))).toEqual([]);
  });
});

// Import circles are dependency-cruiser's (.dependency-cruiser.cjs), the second half of `npm run lint`:
// ESLint's cycle rules skip `import type`. Planted in a fresh directory with the repository's config.
describe('.dependency-cruiser.cjs: no import circle, type-only imports included', () => {
  const depcruise = fileURLToPath(new URL('../../node_modules/.bin/depcruise', import.meta.url));
  const cruise = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'stylesync-circle-'));
    try {
      for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
      return spawnSync(depcruise, ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', dir], {
        cwd: repoRoot,
        encoding: 'utf8',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  // Each spawns a process that reads TypeScript: a generous bound for a busy machine, not a speed check.
  it('fails on a circle that closes through import type', { timeout: 120_000 }, () => {
    const run = cruise({
      'a.ts': `import type { B } from './b.ts';\nexport interface A { b?: B }\n`,
      'b.ts': `import type { A } from './a.ts';\nexport interface B { a?: A }\n`,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/no-circular: .*a\.ts/);
  });

  it('passes the same two modules when only one imports the other', { timeout: 120_000 }, () => {
    const run = cruise({
      'a.ts': `import type { B } from './b.ts';\nexport interface A { b?: B }\n`,
      'b.ts': `export interface B { name: string }\n`,
    });
    expect(run.stderr + run.stdout).toMatch(/no dependency violations found \(2 modules, 1 dependencies cruised\)/);
    expect(run.status).toBe(0);
  });
});
