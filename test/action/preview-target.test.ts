import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/emulator.ts';
import { DE_RULES, styleFile } from '../world/files.ts';
import { events, KEY, useStage } from '../world/action.ts';

// Issue #29, "Previews without write access to production", through the Action: on a pull request the plan
// holds a read-only production key (`api-key`) and the key of stylesync.yaml's preview service
// (`preview-api-key`), a second emulator here, where every preview copy is made and deleted.

const PLAN_KEY = 'sk-action-plan-KEY-3e9b20';
const PREVIEW_KEY = 'sk-action-preview-KEY-c81f5d';

let preview: RunningEmulator;
const s = useStage({ apiKeys: [{ key: KEY }, { key: PLAN_KEY, scopes: ['style_rules:read', 'glossaries:read', 'languages:read'] }] }, async (s) => {
  preview = await startEmulator({ port: 0, randomSeed: 8, apiKeys: [{ key: PREVIEW_KEY }] });
  s.emu.seed([{ name: 'German', language: 'de', configured_rules: {}, custom_instructions: [] }]);
  await s.client().createGlossary('Acme Terms', [{ source_lang: 'en', target_lang: 'de', entries: [['sign in', 'einloggen']] }]);
  await s.write('stylesync.yaml', `styles_dir: styles\npreview:\n  base_url: ${preview.url}\n  api_key_env: STYLESYNC_PREVIEW_KEY\n`);
  await s.write('styles/de.yaml', `${styleFile({ name: 'German' })}glossaries: [Acme Terms]\nexamples:\n  - text: Please sign in. It costs 3.5 euros.\n    source_language: en\n`);
  await s.write('glossaries/acme.yaml', 'name: Acme Terms\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      sign in: einloggen\n');
});
afterEach(async () => {
  await preview.close();
});

describe('the Action with a preview service', () => {
  it('plans a pull request with check-translations: before and after in the comment, production only read, the copies made and deleted on the preview service', async () => {
    const base = s.commit('base');
    await s.write('styles/de.yaml', `${styleFile({ name: 'German', rules: DE_RULES })}glossaries: [Acme Terms]\nexamples:\n  - text: Please sign in. It costs 3.5 euros.\n    source_language: en\n`);
    await s.write('glossaries/acme.yaml', 'name: Acme Terms\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      sign in: anmelden\n');
    s.commit('decimal comma, anmelden');
    const mark = s.emu.log.length;
    const r = await s.run(events.pullRequest({ baseSha: base }), { 'api-key': PLAN_KEY, 'base-url': s.emu.url, 'preview-api-key': PREVIEW_KEY, 'check-translations': 'true' });
    expect(r.code, r.stdout).toBe(0);
    const comment = s.github.comments(7)[0]?.body ?? '';
    expect(comment).toContain('| \\[DE\\] Please einloggen. It costs 3.5 euros. | \\[DE\\] Please <del>einloggen</del> <b>anmelden</b>. It costs <del>3.5</del> <b>3,5</b> euros. |');
    expect(s.emu.log.slice(mark).filter((e) => e.method !== 'GET')).toEqual([]);
    const writes = preview.log.filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.route}`).sort();
    expect(writes.filter((w) => w.startsWith('POST /v3/'))).toEqual(['POST /v3/glossaries', 'POST /v3/glossaries', 'POST /v3/style_rules', 'POST /v3/style_rules']);
    expect(writes.filter((w) => w === 'POST /v2/translate').length).toBe(2);
    expect(writes.filter((w) => w.startsWith('DELETE')).length).toBe(4);
    expect(preview.lists()).toEqual([]);
    expect(preview.glossaries()).toEqual([]);
    // Both keys are masked first and appear nowhere else.
    expect(r.stdout).toContain(`::add-mask::${PREVIEW_KEY}`);
    const shown = [...r.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')), r.summary, r.stderr, comment].join('\n');
    expect(shown).not.toContain(PREVIEW_KEY);
    expect(shown).not.toContain(PLAN_KEY);
  });
});
