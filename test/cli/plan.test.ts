import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './capture.ts';
import { styleFile } from '../world/files.ts';
import { ACME_DE_LIVE } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

const w = worldEach({
  files: { 'styles/de.yaml': styleFile({ name: 'Acme DE', instructions: [{ label: 'Tone', prompt: 'Use the informal register.' }] }) },
  lists: [
    { name: 'Acme DE', language: 'de', configured_rules: {}, custom_instructions: [{ label: 'Tone', prompt: 'Use the formal register.', source_language: 'en' }] },
    { name: 'Unmanaged', language: 'fr', configured_rules: {}, custom_instructions: [] },
  ],
});

describe('stylesync plan', () => {
  it('renders text by default and exits 0 with changes unless --detailed-exitcode', async () => {
    const r = await w.cli(['plan']);
    expectRun(r, 0, { stdout: ['Plan: 0 to create, 1 to update, 0 to delete.', 'Unmanaged'] });
    expect(r.stdout).not.toContain('\x1b[');
    expect((await w.cli(['plan', '--detailed-exitcode'])).code).toBe(2);
  });

  it('colours only on a terminal without NO_COLOR', async () => {
    expect((await w.cli(['plan'], { isTTY: true })).stdout).toContain('\x1b[');
    expect((await w.cli(['plan'], { isTTY: true, env: { NO_COLOR: '1' } })).stdout).not.toContain('\x1b[');
  });

  it('--format json on invalid files prints the diagnostics as JSON, not an empty stdout', async () => {
    await w.write('styles/typo.yaml', 'name: Typo\nlanguage: de\nconfigured_rules:\n  numbers:\n    decimal_seperator: use_comma_as_decimal_separator\n');
    const r = await w.cli(['plan', '--format', 'json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.valid).toBe(false);
    expect(report.errors).toEqual([expect.objectContaining({ code: 'unknown-rule', file: 'styles/typo.yaml', line: 5, col: 5 })]);
    expect(r.stderr).toContain('The style files have errors');
    const markdown = await w.cli(['plan', '--format', 'markdown']);
    expect(markdown.code).toBe(1);
    expect(markdown.stdout).toMatch(/^### The style files have errors; no plan was made\n\n- \*\*error\*\* `unknown-rule` styles\/typo\.yaml:5:5: /);
  });

  it('--format json that fails before its document prints the error as JSON on stdout, the text on stderr', async () => {
    const refused = await w.cli(['plan', '--format', 'json'], { env: { STYLESYNC_API_KEY: 'sk-wrong-key-for-json-0042' } });
    expect(refused.code).toBe(1);
    const { error } = JSON.parse(refused.stdout);
    expect(error.message).toContain('401');
    expect(error.hint).toContain('Set STYLESYNC_API_KEY to a valid key');
    expect(error.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(refused.stderr).toContain(`error: ${error.message}`);
    expect(refused.stdout + refused.stderr).not.toContain('sk-wrong-key-for-json-0042');

    const nowhere = await w.cli(['plan', '--format', 'json'], { env: { STYLESYNC_BASE_URL: undefined } });
    expect(nowhere.code).toBe(1);
    expect(JSON.parse(nowhere.stdout).error).toEqual({ code: 'no-address', message: expect.stringContaining('No service address is set'), hint: expect.stringContaining('STYLESYNC_BASE_URL') });
    // Text output stays as it was: the error on stderr only.
    const text = await w.cli(['plan'], { env: { STYLESYNC_BASE_URL: undefined } });
    expect(text.stdout).toBe('');
    expect(text.stderr).toContain('No service address is set');
  });

  it('--quiet prints only errors and the final line', async () => {
    const quiet = await w.cli(['plan', '--quiet', '--out', 'plan.json']);
    expect(quiet.code).toBe(0);
    expect(quiet.stdout).toBe('Plan: 0 to create, 1 to update, 0 to delete.\n');
    expect(quiet.stderr).toBe('');
    expect(await w.files('.')).toContain('plan.json');
    // Before the command too, as -q; warnings are dropped, errors are not.
    await w.write('styles/group.yaml', 'name: Group\nlanguage: de\nconfigured_rules:\n  typography:\n    ligatures: avoid\n');
    const warned = await w.cli(['-q', 'plan']);
    expect(warned.stdout).toBe('Plan: 1 to create, 1 to update, 0 to delete.\n');
    expect(warned.stderr).toBe('');
    await w.write('styles/typo.yaml', 'name: Typo\nlanguage: de\nconfigured_rules:\n  numbers:\n    decimal_seperator: x\n');
    const failed = await w.cli(['plan', '-q']);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toBe('');
    expect(failed.stderr).toContain('[unknown-rule]');
    expect(failed.stderr).not.toContain('[unknown-group]');
    // A machine format is printed whole.
    expect(JSON.parse((await w.cli(['plan', '-q', '--format', 'json', '--dir', 'styles'])).stdout).valid).toBe(false);
  });

  it('renders JSON on stdout (notes go to stderr) and markdown', async () => {
    const json = await w.cli(['plan', '--format', 'json', '--out', 'plan.json']);
    expect(json.code).toBe(0);
    const plan = JSON.parse(json.stdout);
    expect(plan.format_version).toBe(4);
    expect(plan.applies_to).toEqual({ target: null, base_url: w.emu.url, styles_dir: 'styles' });
    expect(plan.planned_with).toEqual({ prune: false, allow_replace: false, allow_deletes: null });
    expect(plan.lists.summary).toEqual({ create: 0, update: 1, delete: 0, replace: 0 });
    // Tools that read plans validate them with the published schema.
    const schema = new Ajv().compile(JSON.parse(await readFile(path.join(repoRoot, 'schema/plan.schema.json'), 'utf8')));
    expect(schema(plan), JSON.stringify(schema.errors)).toBe(true);
    expect(json.stderr).toContain('Saved the plan to plan.json');
    expect(JSON.parse(await w.read('plan.json')).desired_checksum).toBe(plan.desired_checksum);

    const md = await w.cli(['plan', '--format', 'markdown']);
    expectRun(md, 0, { stdout: ['<details>'] });

    const bad = await w.cli(['plan', '--format', 'yaml']);
    expect(bad.code).toBe(1);
  });

  it('prints diagnostics and exits 1 on invalid files, reading nothing live', async () => {
    await w.write('styles/bad.yaml', styleFile({ name: 'Bad', language: 'xx' }));
    const r = await w.cli(['plan', '--detailed-exitcode']);
    expectRun(r, 1, { stderr: ['styles/bad.yaml', 'fix them'] });
    expect(w.emu.log).toEqual([]);
  });

  it('renders a plan with problems, exits 1 and does not save it', async () => {
    // A language change without --allow-replace stops the whole plan.
    await w.write('styles/de.yaml', styleFile({ name: 'Acme DE', language: 'fr' }));
    const r = await w.cli(['plan', '--out', 'plan.json', '--detailed-exitcode']);
    expectRun(r, 1, { stdout: ['style_id', 'Plan not saved to plan.json'] });
    expect(await w.files('.')).not.toContain('plan.json');
  });

  it('saves a plan whose only problem holds back one list, and exits 1', async () => {
    w.emu.seed([ACME_DE_LIVE]);
    await w.write('styles/new.yaml', styleFile({ name: 'New' }));
    const r = await w.cli(['plan', '--out', 'plan.json', '--detailed-exitcode']);
    expectRun(r, 1, { stdout: ['1 list is held back', 'Saved the plan to plan.json'] });
  });

  it('explains a missing key, an http address and a bad flag', async () => {
    const noKey = await w.cli(['plan'], { env: { STYLESYNC_API_KEY: undefined } });
    expectRun(noKey, 1, { stderr: ['STYLESYNC_API_KEY', 'hint:'] });

    // No address anywhere: say so, and how to set one. --tier is gone (style rules exist only on the paid tier).
    const none = await w.cli(['plan'], { env: { STYLESYNC_BASE_URL: undefined } });
    expectRun(none, 1, { stderr: ['No service address is set', '--base-url'] });
    const tier = await w.cli(['plan', '--tier', 'paid']);
    expectRun(tier, 1, { stderr: ["unknown option '--tier'"] });

    const http = await w.cli(['plan', '--base-url', 'http://example.com']);
    expectRun(http, 1, { stderr: ['https'] });

    const allow = await w.cli(['plan', '--allow-deletes', 'many']);
    expectRun(allow, 1, { stderr: ['--allow-deletes must be a whole number'] });
    expect(w.emu.log).toEqual([]);
  });

  it('sends the configured auth scheme', async () => {
    const r = await w.cli(['plan', '--auth-scheme', 'Bearer']);
    // The emulator expects Service-Auth-Key, so another word is refused: the flag reached the header.
    expectRun(r, 1, { stderr: ['403', '--auth-scheme', '"Authorization: Bearer <key>"'] });
    await w.write('stylesync.yaml', 'styles_dir: styles\nauth_scheme: Bearer\n');
    expect((await w.cli(['plan'])).code).toBe(1);
    expect((await w.cli(['plan', '--auth-scheme', 'Service-Auth-Key'])).code).toBe(0);
  });
});

describe('seeing what it does', () => {
  it('-v prints each request on stderr with status and trace id, never the key, and leaves stdout alone', async () => {
    const quiet = await w.cli(['plan']);
    const r = await w.cli(['plan', '-v']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(quiet.stdout);
    // Plans also read the languages, in parallel: take the list read's trace id.
    const traceId = w.emu.log.filter((e) => e.route === '/v3/style_rules').at(-1)!.traceId;
    expect(r.stderr).toContain(`http: GET /v3/style_rules?detailed=true&page_size=25&page=0 → 200 (trace ${traceId})`);
    expect(quiet.stderr).not.toContain('http:');
  });

  it('shows a line while waiting on a Retry-After, with or without -v', async () => {
    w.emu.addFault({ method: 'GET', kind: 'status', status: 429, retryAfterSeconds: 1, count: 1 });
    const r = await w.cli(['plan']);
    expectRun(r, 0, { stderr: ['GET /v3/style_rules?detailed=true&page_size=25&page=0 → 429; retrying in 1 s (the service\'s Retry-After)…'] });
  });
});
