import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEY } from '../world/keys.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// Sample translations (issue #22) end to end: `plan --check-translations`
// records the after-translations in .stylesync/translations.json against
// the emulator over HTTP; `stylesync guide` shows them offline while the
// files are as they were, and leaves them out once the list changes.
// The example says "sign in" as the glossary writes it: the emulator applies a term as written
// (the spec leaves case open), so the derived expectation (docs/checks.md) holds.

const style = (decimal: string, glossary = true) =>
  [
    'name: Prices DE',
    'language: de',
    'configured_rules:',
    '  numbers:',
    `    decimal_separator: ${decimal}`,
    ...(glossary ? ['glossaries: [Acme Terms]'] : []),
    'examples:',
    '  - text: Please sign in and pay 3.5 euros.',
    '    source_language: en',
    '',
  ].join('\n');
const GLOSSARY = 'name: Acme Terms\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      sign in: anmelden\n';

const w = worldEach({ files: { 'styles/prices.yaml': style('use_comma_as_decimal_separator'), 'glossaries/acme.yaml': GLOSSARY } });

const SAMPLE_ROW = /^\| Please sign in and pay 3\.5 euros\. \| \\\[DE\\\] .*anmelden.*3,5.* \|$/m;

describe('sample translations in the guide', () => {
  it('plan --check-translations records them; guide shows them offline, and leaves them out once the list changes', async () => {
    const plan = await w.cli(['plan', '--check-translations']);
    expect(plan.code).toBe(0);
    const record = JSON.parse(await w.read('.stylesync/translations.json'));
    expect(record.written_by).toBe('stylesync plan --check-translations');
    expect(record.samples.map((s: { list: string; text: string; glossaries: string[] }) => [s.list, s.text, s.glossaries])).toEqual([['Prices DE', 'Please sign in and pay 3.5 euros.', ['Acme Terms']]]);

    const mark = w.emu.log.length;
    expect((await w.cli(['guide', '--out', 'site'])).code).toBe(0);
    expect(w.emu.log.length).toBe(mark);
    const page = await w.read('site/de.md');
    expect(page).toMatch(SAMPLE_ROW);
    expect(page).toContain('Translated by the service with this list and the glossary Acme Terms');

    await w.write('styles/prices.yaml', style('use_period_as_decimal_separator'));
    expect((await w.cli(['guide', '--out', 'site'])).code).toBe(0);
    const stale = await w.read('site/de.md');
    expect(stale).not.toMatch(SAMPLE_ROW);
    expect(stale).toContain('1 example changed (or its list or glossaries did) since its translation was recorded: not shown.');
  });

  it('a later run replaces the sample of its example and keeps the others; a failed example drops its own', async () => {
    expect((await w.cli(['plan', '--check-translations'])).code).toBe(0);
    const first = JSON.parse(await w.read('.stylesync/translations.json')).samples;
    await w.write('styles/prices.yaml', `${style('use_comma_as_decimal_separator')}    expect:\n      contains: ["not there"]\n`);
    expect((await w.cli(['plan', '--check-translations'])).code).toBe(1);
    expect(JSON.parse(await w.read('.stylesync/translations.json')).samples).toEqual([]);
    expect(first).toHaveLength(1);
    // The guide says why a check just run left it out, not only "run the check".
    expect((await w.cli(['guide', '--out', 'site'])).code).toBe(0);
    expect(await w.read('site/de.md')).toContain('1 example has no recorded translation (never checked, or its last check failed): not shown.');
  });

  it('never writes through a link: a planted record link is replaced, a linked .stylesync is refused with a note', async () => {
    await w.write('elsewhere.json', 'keep\n');
    await mkdir(join(w.dir, '.stylesync'), { recursive: true });
    await symlink(join(w.dir, 'elsewhere.json'), join(w.dir, '.stylesync/translations.json'));
    // The guide does not read through the link either.
    const guide = await w.cli(['guide', '--out', 'site']);
    expectRun(guide, 0, { stderr: ['note: .stylesync/translations.json was not read: it is not a regular file (a link or a pipe)'] });
    expect((await w.cli(['plan', '--check-translations'])).code).toBe(0);
    expect(await readFile(join(w.dir, 'elsewhere.json'), 'utf8')).toBe('keep\n');
    expect(JSON.parse(await w.read('.stylesync/translations.json')).samples).toHaveLength(1);
  });

  it('a .stylesync that is a link is not written through: the plan says so in a note and passes', async () => {
    await mkdir(join(w.dir, 'other'), { recursive: true });
    await symlink(join(w.dir, 'other'), join(w.dir, '.stylesync'));
    const r = await w.cli(['plan', '--check-translations']);
    expectRun(r, 0, { stderr: ['The sample translations were not recorded: .stylesync is not a directory of its own (a link or a file).'] });
    expect(await w.files('other')).toEqual([]);
  });

  it('a record committed to git is not read: it cannot show the service translated it (a pull request could write one)', async () => {
    expect((await w.cli(['plan', '--check-translations'])).code).toBe(0);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: w.dir, encoding: 'utf8' });
    git('init', '-q');
    git('add', '-f', '.stylesync/translations.json');
    const r = await w.cli(['guide', '--out', 'site']);
    expectRun(r, 0, { stderr: ['note: .stylesync/translations.json was not read: it is committed to git', 'git rm --cached .stylesync/translations.json'] });
    expect(await w.read('site/de.md')).not.toMatch(SAMPLE_ROW);
    git('rm', '-q', '--cached', '.stylesync/translations.json');
    expect((await w.cli(['guide', '--out', 'site'])).code).toBe(0);
    expect(await w.read('site/de.md')).toMatch(SAMPLE_ROW);
  });

  it('a record that is not one is ignored with a note; the guide is still written', async () => {
    await mkdir(join(w.dir, '.stylesync'), { recursive: true });
    await writeFile(join(w.dir, '.stylesync/translations.json'), '{"format": 2}');
    const r = await w.cli(['guide', '--out', 'site']);
    expectRun(r, 0, {
      stderr: [
        'note: .stylesync/translations.json was not read: it is not a record stylesync wrote; the guide shows no sample translations.',
      ],
    });
  });

  it('a record over 4 MB is not read (the guide stays bounded) and says so', async () => {
    await mkdir(join(w.dir, '.stylesync'), { recursive: true });
    await writeFile(join(w.dir, '.stylesync/translations.json'), `{"format": 1, "samples": [], "pad": "${'x'.repeat(4 * 1024 * 1024)}"}`);
    const r = await w.cli(['guide', '--out', 'site']);
    expectRun(r, 0, { stderr: ['note: .stylesync/translations.json was not read: it is larger than 4194304 bytes'] });
  });

  it('guide --translate translates the examples itself (the checks\' code: previews removed), then writes the guide with them', async () => {
    const r = await w.cli(['guide', '--out', 'site', '--translate']);
    expectRun(r, 0, { stderr: ['Translated 1 example for the sample translations, billed 33 characters under reporting tag stylesync-preview (limit 5000).'] });
    expect(await w.read('site/de.md')).toMatch(SAMPLE_ROW);
    expect(w.emu.log.some((e) => e.method === 'POST' && e.path === '/v2/translate')).toBe(true);
    expect(w.emu.lists().filter((l) => l.name.startsWith('stylesync-preview'))).toEqual([]);
  });

  it('guide --translate within the checks\' budget: over it, nothing is sent and no guide is written', async () => {
    const mark = w.emu.log.length;
    const r = await w.cli(['guide', '--out', 'site', '--translate', '--max-check-characters', '10']);
    expectRun(r, 1, { stderr: ['more than --max-check-characters 10; nothing was sent.', 'hint: Raise --max-check-characters'] });
    expect(w.emu.log.length).toBe(mark);
    expect(await w.files('.')).not.toContain('site');
  });

  it('an example holding the key is not recorded: the record is not written, and the run says why', async () => {
    await w.write('styles/prices.yaml', style('use_comma_as_decimal_separator').replace('Please sign in and pay 3.5 euros.', `Your key ${KEY} works.`));
    const plan = await w.cli(['plan', '--check-translations']);
    expect(plan.code).toBe(0);
    expect(await w.files('.stylesync')).toEqual([]);
    expect(plan.stderr).toMatch(/The sample translations were not recorded in \.stylesync\/translations\.json: .*was not written: it would hold the API key/);
  });

  it('a partial plan records nothing for a list that names a glossary file (it sent the live glossary), and keeps the old record', async () => {
    expect((await w.cli(['apply', '--yes'])).code).toBe(0);
    expect((await w.cli(['plan', '--check-translations'])).code).toBe(0);
    const before = await w.read('.stylesync/translations.json');
    await w.write('glossaries/acme.yaml', GLOSSARY.replace('anmelden', 'einloggen'));
    const partial = await w.cli(['plan', 'styles/prices.yaml', '--check-translations']);
    expectRun(partial, 0, { stdout: ['Translate checks: 1 example in 1 list'] });
    expect(await w.read('.stylesync/translations.json')).toBe(before);
    // Without a glossary the files' state is what a partial plan sends: recorded.
    await w.write('styles/prices.yaml', style('use_period_as_decimal_separator', false));
    expect((await w.cli(['plan', 'styles/prices.yaml', '--check-translations'])).code).toBe(0);
    expect(JSON.parse(await w.read('.stylesync/translations.json')).samples.map((s: { glossaries: string[] }) => s.glossaries)).toEqual([[]]);
  });
});

describe('a service that puts the key into what the record keeps', () => {
  it('a target language code holding the key (de-<key>) keeps .stylesync/translations.json unwritten, and that languages answer is not cached', async () => {
    // A proxy before the emulator: the languages answer offers German only as `de-<key>`, and requests for it go on as `de`.
    const proxy = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8').replaceAll(`-${KEY}`, '');
        void fetch(`${w.emu.url}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'content-length', 'connection', 'transfer-encoding'].includes(k))) as Record<string, string>, ...(body === '' ? {} : { body }), redirect: 'manual' }).then(async (answer) => {
          let text = await answer.text();
          if ((req.url ?? '').startsWith('/v3/languages') && (req.url ?? '').includes('translate_text')) text = text.replace('"lang":"de",', `"lang":"de-${KEY}",`);
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
          res.end(text);
        }, () => res.destroy());
      });
    });
    await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
    try {
      const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      const home = join(w.dir, 'home');
      const plan = await w.cli(['plan', '--check-translations', '--refresh-languages'], { env: { STYLESYNC_BASE_URL: url, HOME: home } });
      expect(plan.stderr).not.toContain('bug in stylesync');
      expect(await w.files('.stylesync')).toEqual([]);
      expect(plan.stderr).toContain('The sample translations were not recorded');
      // The other answers are cached as ever; the one holding the key is not, and the run says so.
      const cached = (await readdir(join(home, '.cache/stylesync'), { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
      expect(cached.length).toBeGreaterThan(0);
      for (const file of cached) expect(await readFile(join(file.parentPath, file.name), 'utf8')).not.toContain(KEY);
      expect(plan.stderr).toMatch(/The service's translate_text languages were not cached \(.*was not written: it would hold the API key/);
    } finally {
      proxy.close();
    }
  });
});

