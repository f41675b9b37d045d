import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildAllSchemas, serializeSchema } from '../../src/config/schemas.ts';
import { ACME_DE_LIVE } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// A fresh repository: no stylesync.yaml, no styles directory.
const w = worldEach({ arrange: (repo) => rm(path.join(repo.dir, 'stylesync.yaml')) });

it('validate in a fresh repository says the styles directory does not exist and suggests init', async () => {
  const r = await w.cli(['validate']);
  expect(r.code).toBe(1);
  expect(r.stdout).toMatch(/^error: styles directory styles does not exist \[styles-dir-missing\]\n {2}hint: This directory is not set up for stylesync yet: run `stylesync init`/);
  // Once set up, init's files validate.
  expect((await w.cli(['init'])).code).toBe(0);
  expect((await w.cli(['validate'])).code).toBe(0);
});

it('with a stylesync.yaml whose styles directory is missing, the hint still names init', async () => {
  await w.write('stylesync.yaml', 'styles_dir: rules\n');
  const r = await w.cli(['validate']);
  expectRun(r, 1, { stdout: ['error: styles directory rules does not exist', 'hint: Create it (`stylesync init` creates it with an example list'] });
});

it('import before init writes the schemas its $schema lines point at, and validate passes', async () => {
  w.emu.seed([ACME_DE_LIVE]);
  const r = await w.cli(['import']);
  expectRun(r, 0, { stdout: ["+ schema/style-list.schema.json  (the JSON schema the files' $schema line points at)"] });
  const file = await w.read('styles/acme-de.yaml');
  const ref = /^# yaml-language-server: \$schema=(\S+)\n/.exec(file)?.[1] as string;
  const target = path.resolve(w.dir, 'styles', ref);
  expect(target).toBe(path.join(w.dir, 'schema/style-list.schema.json'));
  for (const [name, schema] of Object.entries(buildAllSchemas())) {
    expect(await readFile(path.join(w.dir, 'schema', name), 'utf8')).toBe(serializeSchema(schema));
  }
  expect((await w.cli(['validate'])).code).toBe(0);

  // A schema already there is left as it is, and a second import writes no schema.
  await w.write('schema/style-list.schema.json', '{}\n');
  w.emu.seed([{ name: 'Acme FR', language: 'fr', configured_rules: {}, custom_instructions: [] }]);
  const again = await w.cli(['import']);
  expect(again.code).toBe(0);
  expect(again.stdout).not.toContain('schema/');
  expect(await w.read('schema/style-list.schema.json')).toBe('{}\n');
});
