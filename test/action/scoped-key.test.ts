import { describe, expect, it } from 'vitest';
import { DE_RULES, styleFile } from '../world/files.ts';
import { events, KEY, useStage, workflowCommands } from '../world/action.ts';

// Issue #29, "Least privilege", through the Action: a plan key (read scopes only) on a pull request with
// check-translations, and the same key on push, where apply needs style_rules:write.
const PLAN_KEY = 'sk-action-plan-KEY-7a2c41';

const s = useStage({ apiKeys: [{ key: KEY }, { key: PLAN_KEY, scopes: ['style_rules:read', 'glossaries:read', 'languages:read'] }] }, async (s) => {
  await s.write('stylesync.yaml', 'styles_dir: styles\n');
  await s.write('styles/de.yaml', `${styleFile({ name: 'German', rules: DE_RULES })}examples:\n  - text: It costs 3.5 euros.\n    source_language: en\n`);
  await s.write('styles/fr.yaml', styleFile({ name: 'French', language: 'fr' }));
  s.commit('styles');
});

const writes = () => s.emu.log.filter((e) => e.method !== 'GET');

describe('the Action with a plan key', () => {
  it('plans a pull request with check-translations: the previews are skipped with a note, the run succeeds', async () => {
    const base = s.commit('base');
    const r = await s.run(events.pullRequest({ baseSha: base }), { 'api-key': PLAN_KEY, 'base-url': s.emu.url, 'check-translations': 'true' });
    expect(r.code).toBe(0);
    const comment = s.github.comments(7)[0]?.body ?? '';
    expect(comment).toContain('**Translate checks skipped:** Translate previews skipped: the key lacks style\\_rules:write');
    expect(writes().map((e) => e.status)).toEqual([403]);
  });

  it('on push, apply stops at the first write naming style_rules:write: one write tried, the job fails; the apply key converges', async () => {
    const r = await s.run(events.push(), { 'api-key': PLAN_KEY, 'base-url': s.emu.url, command: 'apply', concurrency: '1' });
    expect(r.code).not.toBe(0);
    const errors = workflowCommands(r.stdout).filter((line) => line.startsWith('::error'));
    expect(errors.some((line) => line.includes('The key lacks style_rules:write: the service refused the write on'))).toBe(true);
    expect(errors.some((line) => line.includes('Give the `api-key` input the apply key'))).toBe(true);
    expect(writes().map((e) => `${e.method} ${e.route} ${e.status}`)).toEqual(['POST /v3/style_rules 403']);
    // The key's one appearance is the runner's instruction to mask it.
    const shown = [...r.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')), r.summary, r.stderr].join('\n');
    expect(shown).not.toContain(PLAN_KEY);

    const again = await s.run(events.push(), s.inputs({ command: 'apply' }));
    expect(again.code).toBe(0);
    expect(s.emu.lists().map((l) => l.name).sort()).toEqual(['French', 'German']);
  });
});
