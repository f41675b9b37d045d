import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/emulator.ts';
import { createClient } from '../../src/live/client.ts';
import { PREVIEW_PREFIX } from '../../src/plan/preview.ts';
import { DE_RULES, glossaryFile, styleFile } from '../world/files.ts';
import { expectNoKeyLeak, KEY, PREVIEW_KEY, STAGING_KEY } from '../world/keys.ts';
import { requests } from '../world/service.ts';
import { world, type World } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// Issue #29, "Previews without write access to production": stylesync.yaml's `preview:` names a second
// service (here a second emulator) where plan --check-translations makes every copy, the live state's for
// "before" and the files' for "after"; production is only read, with a read-only key.
const READ_ONLY = STAGING_KEY;

const STYLE = `${styleFile({ name: 'Acme DE', rules: DE_RULES })}glossaries: [Acme Terms]
examples:
  - text: Please sign in. It costs 3.5 euros.
    source_language: en
    expect:
      contains: [anmelden, "3,5"]
`;

const ACME = (term: string) => glossaryFile({ name: 'Acme Terms', dictionaries: { de: { 'sign in': term } } });

let production: RunningEmulator;
let preview: RunningEmulator;
let w: World;
beforeEach(async () => {
  production = await startEmulator({ port: 0, randomSeed: 3, apiKeys: [{ key: KEY }, { key: READ_ONLY, scopes: ['style_rules:read', 'glossaries:read', 'languages:read'] }] });
  preview = await startEmulator({ port: 0, randomSeed: 4, apiKeys: [{ key: PREVIEW_KEY }] });
  w = await world({ emulator: production, config: `styles_dir: styles\npreview:\n  base_url: ${preview.url}\n  api_key_env: STYLESYNC_PREVIEW_KEY\n` });
  await w.write('styles/de.yaml', STYLE);
  await w.write('glossaries/acme.yaml', ACME('anmelden'));
  production.seed([{ name: 'Acme DE', language: 'de', configured_rules: {}, custom_instructions: [] }]);
  const client = createClient({ baseUrl: production.url, apiKey: KEY, backoff: { baseDelayMs: 1, maxDelayMs: 5 } });
  await client.createGlossary('Acme Terms', [{ source_lang: 'en', target_lang: 'de', entries: [['sign in', 'einloggen']] }]);
});
afterEach(async () => {
  await w.close();
  await production.close();
  await preview.close();
});
afterAll(() => expectNoKeyLeak());

const keys = { STYLESYNC_API_KEY: READ_ONLY, STYLESYNC_PREVIEW_KEY: PREVIEW_KEY };

describe('plan --check-translations with a preview service', () => {
  it('shows before and after from copies on the preview service; production is only read, with the read-only key', async () => {
    const mark = production.log.length;
    const r = await w.cli(['plan', '--check-translations'], { env: keys });
    expect(r.stderr).toBe('');
    expectRun(r, 0, {
      stdout: [
        'before: [DE] Please einloggen. It costs 3.5 euros.',
        'after:  [DE] Please anmelden. It costs 3,5 euros.',
        'All translate checks passed.',
      ],
    });
    // Production: reads only, no translation, no write.
    expect(requests(production).slice(mark).filter((q) => !q.startsWith('GET'))).toEqual([]);
    // The preview service: the live list's and glossary's copies (before), the files' (after), translated, then deleted.
    const made = requests(preview).filter((q) => !q.startsWith('GET')).sort();
    expect(made).toEqual([
      'DELETE /v3/glossaries/:glossary_id',
      'DELETE /v3/glossaries/:glossary_id',
      'DELETE /v3/style_rules/:style_id',
      'DELETE /v3/style_rules/:style_id',
      'POST /v2/translate',
      'POST /v2/translate',
      'POST /v3/glossaries',
      'POST /v3/glossaries',
      'POST /v3/style_rules',
      'POST /v3/style_rules',
    ]);
    expect(preview.lists()).toEqual([]);
    expect(preview.glossaries()).toEqual([]);
    expect(production.lists().map((l) => l.name)).toEqual(['Acme DE']);
    expect(production.glossaries().map((g) => [g.name, g.dictionaries.map((d) => d.entries)])).toEqual([['Acme Terms', ['sign in\teinloggen']]]);
  });

  it('a preview key without write scopes skips the previews with a note naming the preview key; nothing is written anywhere', async () => {
    const readOnlyPreview = await startEmulator({ port: 0, apiKeys: [{ key: PREVIEW_KEY, scopes: ['style_rules:read', 'glossaries:read', 'languages:read', 'translate:text'] }] });
    try {
      await w.write('stylesync.yaml', `styles_dir: styles\npreview:\n  base_url: ${readOnlyPreview.url}\n  api_key_env: STYLESYNC_PREVIEW_KEY\n`);
      const r = await w.cli(['plan', '--check-translations', '--detailed-exitcode'], { env: keys });
      expectRun(r, 2, {
        stdout: [
          'note: Translate previews skipped: the preview key (STYLESYNC_PREVIEW_KEY) lacks',
          "Give the preview service's key (STYLESYNC_PREVIEW_KEY)",
        ],
      });
      expect(requests(production).filter((q) => !q.startsWith('GET'))).toEqual(
        // The seed's glossary, made before the test with the full key.
        ['POST /v3/glossaries'],
      );
      expect(readOnlyPreview.log.filter((e) => e.method !== 'GET').every((e) => e.status === 403)).toBe(true);
      expect(readOnlyPreview.lists()).toEqual([]);
    } finally {
      await readOnlyPreview.close();
    }
  });

  it('without the preview key set, plan --check-translations stops before any request, naming the variable; plan alone does not need it', async () => {
    const mark = production.log.length;
    const r = await w.cli(['plan', '--check-translations'], { env: { STYLESYNC_API_KEY: READ_ONLY } });
    expectRun(r, 1, { stderr: ['No preview key: the environment variable STYLESYNC_PREVIEW_KEY (preview.api_key_env in stylesync.yaml) is not set.'] });
    expect(production.log.length).toBe(mark);
    expect(preview.log).toEqual([]);
    const plain = await w.cli(['plan', '--detailed-exitcode'], { env: { STYLESYNC_API_KEY: READ_ONLY } });
    expect(plain.code).toBe(2);
    expect(preview.log).toEqual([]);
  });

  it('removes leftovers older than an hour on the preview service, never on production (its key only reads)', async () => {
    const now = Date.now();
    const list = (id: string, name: string, minutesAgo: number) => {
      const time = new Date(now - minutesAgo * 60_000).toISOString();
      return { style_id: id, name, language: 'de', version: 1, creation_time: time, updated_time: time, configured_rules: {}, custom_instructions: [] };
    };
    const data = async (file: string, lists: unknown[]) => {
      await w.write(file, JSON.stringify({ format: 1, lists }));
      return join(w.dir, file);
    };
    const prodData = await data('production.json', [list('live-1', 'Acme DE', 600), list('prod-old', `${PREVIEW_PREFIX}dead0000 Acme DE`, 61)]);
    const previewData = await data('preview.json', [list('old', `${PREVIEW_PREFIX}dead0001-live Acme DE`, 61), list('fresh', `${PREVIEW_PREFIX}beef0000 Acme DE`, 5)]);
    const prod = await startEmulator({ dataFile: prodData, apiKeys: [{ key: READ_ONLY, scopes: ['style_rules:read', 'glossaries:read', 'languages:read'] }] });
    const prev = await startEmulator({ dataFile: previewData, apiKeys: [{ key: PREVIEW_KEY }] });
    const other = await world({ emulator: prod, config: `styles_dir: styles\npreview:\n  base_url: ${prev.url}\n  api_key_env: STYLESYNC_PREVIEW_KEY\n` });
    try {
      await other.write('styles/de.yaml', styleFile({ name: 'Acme DE', rules: DE_RULES }) + 'examples:\n  - text: It costs 3.5 euros.\n    source_language: en\n');
      const r = await other.cli(['plan', '--check-translations'], { env: keys });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.stdout).toContain(`removed the leftover preview list "${PREVIEW_PREFIX}dead0001-live Acme DE" (style_id old), more than an hour old`);
      expect(prev.lists().map((l) => l.style_id)).toEqual(['fresh']);
      expect(prod.lists().map((l) => l.style_id)).toEqual(['live-1', 'prod-old']);
      expect(prod.log.filter((e) => e.method !== 'GET')).toEqual([]);
    } finally {
      await other.close();
      await prod.close();
      await prev.close();
    }
  });

  it('refuses a preview key that is the target key, before any request: the previews would be written with it', async () => {
    const mark = production.log.length;
    const r = await w.cli(['plan', '--check-translations'], { env: { STYLESYNC_API_KEY: KEY, STYLESYNC_PREVIEW_KEY: KEY } });
    expectRun(r, 1, { stderr: ["The preview key (STYLESYNC_PREVIEW_KEY) is the target's own key"] });
    expect(production.log.length).toBe(mark);
    expect(preview.log).toEqual([]);
  });

  it('refuses a preview address in clear (http) that is not loopback, as it refuses a target\'s', async () => {
    await w.write('stylesync.yaml', 'styles_dir: styles\npreview:\n  base_url: http://preview.example.com\n  api_key_env: STYLESYNC_PREVIEW_KEY\n');
    const r = await w.cli(['validate'], { env: keys });
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain('preview.base_url');
  });
});
