import { describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import { events, useStage } from '../world/action.ts';

// Issue #29 end to end in the Action (from source, the fake GitHub API, the
// emulator over HTTP): a protected list survives apply with every override
// input; a pull request that adopts a list made outside says so in a
// [!WARNING], `adopt: refuse` fails it; one that lifts a protection with the
// delete says so in a [!CAUTION].

let outside: LiveList;
const s = useStage({}, async (s) => {
  [outside] = s.emu.seed([
    { name: 'Made Outside', language: 'de', configured_rules: {}, custom_instructions: [{ label: 'Legal', prompt: 'Keep the legal disclaimer verbatim.', source_language: 'en' }] },
    { name: 'Acme DE', language: 'de', configured_rules: {}, custom_instructions: [] },
  ]) as [LiveList];
  await s.write('styles/de.yaml', 'name: Acme DE\nlanguage: de\nprotect: true\n');
});

const writes = (from: number) => s.emu.log.slice(from).filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.route}`);

describe('the Action', () => {
  it('refuses to apply a protected tombstone, with prune, allow-replace and allow-deletes', async () => {
    await s.write('styles/de.yaml', 'name: Acme DE\nstate: absent\nprotect: true\n');
    s.commit('delete Acme DE');
    const mark = s.emu.log.length;
    const run = await s.run(events.push(), s.inputs({ command: 'apply', prune: 'true', 'allow-replace': 'true', 'allow-deletes': '99' }));
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).toContain('The list "Acme DE" (styles/de.yaml) is protected by `protect: true` in styles/de.yaml');
    expect(writes(mark)).toEqual([]);
    expect(s.emu.lists().map((l) => l.name).sort()).toEqual(['Acme DE', 'Made Outside']);
  });

  it('warns of an adoption in the pull request comment, with the instruction it deletes', async () => {
    const base = s.commit('base');
    await s.write('styles/outside.yaml', 'name: Made Outside\nlanguage: de\n');
    s.commit('manage Made Outside');
    const run = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(run.code).toBe(0);
    const comment = s.github.comments(7).at(-1)?.body as string;
    expect(comment).toContain(`> [!WARNING]\n> **This change adopts 1 live item no file managed before:** Made Outside (list, style\\_id ${outside.style_id}, styles/outside.yaml).`);
    expect(comment).toContain('Keep the legal disclaimer verbatim.');
  });

  it('fails a pull request that adopts when stylesync.yaml says adopt: refuse; a pin adopts quietly', async () => {
    await s.write('stylesync.yaml', 'adopt: refuse\n');
    const base = s.commit('base');
    await s.write('styles/outside.yaml', 'name: Made Outside\nlanguage: de\n');
    s.commit('manage Made Outside');
    const refused = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(refused.code).toBe(1);
    expect(s.github.comments(7).at(-1)?.body).toContain('would adopt the live list');

    // Lifting `adopt: refuse` in the same pull request does not lift it: the base's setting holds too.
    await s.write('stylesync.yaml', 'adopt: warn\n');
    s.commit('allow adoption');
    expect((await s.run(events.pullRequest({ baseSha: base }), s.inputs())).code).toBe(1);

    await s.write('styles/outside.yaml', `name: Made Outside\nlanguage: de\nstyle_id: ${outside.style_id}\n`);
    s.commit('pin it');
    const pinned = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(pinned.code).toBe(0);
    expect(s.github.comments(7).at(-1)?.body).not.toContain('adopt');
  });

  it('cautions when a pull request lifts a protection and deletes in the same change', async () => {
    const base = s.commit('base');
    await s.write('styles/de.yaml', 'name: Acme DE\nstate: absent\n');
    s.commit('unprotect and delete');
    const run = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(run.code).toBe(0);
    const comment = s.github.comments(7).at(-1)?.body as string;
    expect(comment).toContain('> [!CAUTION]\n> **This change lifts 1 protection and deletes what it protected:**');
    expect(comment).toContain('was protected at main, commit');
  });
});
