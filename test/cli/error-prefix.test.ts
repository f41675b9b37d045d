import { expect, it } from 'vitest';
import { worldEach } from '../world/world.ts';

const w = worldEach();

/**
 * Every way a run can fail begins its message the same way, commander's
 * usage errors included, and carries a hint on the next lines.
 */
it.each<[string, string[], Record<string, string | undefined>, RegExp]>([
  ['an unknown option', ['plan', '--no-such-flag'], {}, /^error: unknown option '--no-such-flag'\n {2}hint: run `stylesync plan --help` for its arguments and options\n$/],
  ['an unknown global option', ['--no-such-flag'], {}, /^error: unknown option '--no-such-flag'\n {2}hint: run `stylesync --help` for the commands and global options\n$/],
  ['an unknown command', ['plna'], {}, /^error: unknown command 'plna'\n\(Did you mean plan\?\)\n {2}hint: run `stylesync --help`/],
  ['a missing argument', ['record'], {}, /^error: missing required argument 'file'\n {2}hint: run `stylesync record --help`/],
  ['an invalid choice', ['plan', '--format', 'yaml'], {}, /^error: option '--format <format>' argument 'yaml' is invalid\. Allowed choices are text, markdown, json\.\n {2}hint: /],
  ['an error of the application', ['plan'], { STYLESYNC_API_KEY: undefined }, /^error: No API key: the environment variable STYLESYNC_API_KEY is not set\.\n {2}hint: Set STYLESYNC_API_KEY/],
  ['a flag the application refuses', ['plan', '--timeout', 'soon'], {}, /^error: --timeout must be a whole number of milliseconds above 0, not "soon"\.\n {2}hint: /],
])('%s begins with "error: " and gives a hint', async (_what, argv, env, expected) => {
  const r = await w.cli(argv, { env });
  expect(r.code).toBe(1);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(expected);
});

it('errors that stop a plan (under --quiet, and in the plan itself) begin the same way', async () => {
  // A pinned style_id the service does not hold: a problem only the plan finds.
  await w.write('styles/one.yaml', 'name: Pinned\nlanguage: de\nstyle_id: 00000000-0000-4000-8000-000000000000\n');
  const quiet = await w.cli(['plan', '--quiet']);
  expect(quiet.code).toBe(1);
  expect(quiet.stderr).toMatch(/^error: .*00000000-0000-4000-8000-000000000000.*\n {2}hint: /);
  const shown = await w.cli(['plan']);
  expect(shown.stdout).toContain('error: 1 problem stops this plan from being applied:');
  expect(`${quiet.stderr}${shown.stdout}${shown.stderr}`).not.toMatch(/Error:|stylesync: error/);
});
