import { mkdtemp, readdir, readFile, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DE_RULES, styleFile } from '../world/files.ts';
import { events, useStage } from '../world/action.ts';

// Issue #22: `guide: true` writes the style guide after a run that succeeded and
// names its folder in the output `guide-dir`; `guide-url` (or guide_url of
// stylesync.yaml, on pull requests the base commit's) links the plan to it.
// The Action runs from source as a child process through INPUT_* variables.

const LINK = /\]\((https:\/\/[^)\s]+)\)/g;

const s = useStage({}, async (s) => {
  await s.write('stylesync.yaml', 'styles_dir: styles\n');
  await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES, instructions: [{ label: 'Tone', prompt: 'Use the formal Sie.' }] }));
  await s.write('styles/fr.yaml', styleFile({ name: 'French', language: 'fr' }));
  s.commit('styles');
});

const apply = (extra: Record<string, string> = {}) => s.inputs({ command: 'apply', ...extra });

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

describe('the Action with guide: true', () => {
  it('on push writes the guide after apply, and again when there is nothing to apply, naming the folder in guide-dir', async () => {
    const first = await s.run(events.push(), apply({ guide: 'true' }));
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    // The default folder is in the workspace: actions/upload-pages-artifact's default path.
    expect(first.outputs['guide-dir']).toBe(join(s.dir, '_site'));
    const dir = first.outputs['guide-dir'] as string;
    expect((await readdir(dir)).sort()).toEqual(['.stylesync-guide.json', 'de.html', 'de.md', 'fr.html', 'fr.md', 'index.html', 'index.md', 'matrix.html', 'matrix.md']);
    expect(await readFile(join(dir, 'de.html'), 'utf8')).toContain('Use the formal Sie.');
    expect(s.emu.lists().map((l) => l.name).sort()).toEqual(['French', 'German']);

    // Nothing to apply: the guide is written again over the one the first run wrote.
    await s.write('styles/it.yaml', styleFile({ name: 'Italian', language: 'it', state: 'absent' }));
    s.commit('a tombstone of a list that never existed: nothing to apply');
    const second = await s.run(events.push(), apply({ guide: 'true', 'guide-dir': 'public/guide' }));
    expect(second.code).toBe(0);
    expect(second.outputs['has-changes']).toBe('false');
    expect(second.outputs['guide-dir']).toBe(join(s.dir, 'public', 'guide'));
    expect(await exists(join(s.dir, 'public', 'guide', 'index.html'))).toBe(true);
  });

  it('with command: validate and no key (the Pages workflow) writes the guide from the files alone', async () => {
    const run = await s.run(events.push(), { command: 'validate', guide: 'true' });
    expect(run.code).toBe(0);
    expect(await readFile(join(run.outputs['guide-dir'] as string, 'index.md'), 'utf8')).toContain('German');
    expect(s.emu.log).toEqual([]);
  });

  it('writes nothing and sets no guide-dir when the run fails: invalid files, or a failed apply', async () => {
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: { numbers: { decimal_separator: 'use_roman_numerals' } } }));
    s.commit('an invalid rule');
    const invalid = await s.run(events.push(), apply({ guide: 'true' }));
    expect(invalid.code).not.toBe(0);
    expect(invalid.outputs['guide-dir']).toBeUndefined();
    expect(await exists(join(s.dir, '_site'))).toBe(false);

    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    s.commit('valid again');
    // The service refuses the key: nothing applied, no guide.
    const refused = await s.run(events.push(), apply({ guide: 'true', 'api-key': 'not-the-key-0000' }));
    expect(refused.code).not.toBe(0);
    expect(refused.outputs['guide-dir']).toBeUndefined();
    expect(await exists(join(s.dir, '_site'))).toBe(false);
  });

  it('refuses a guide-dir holding files the guide did not write, naming the input to change', async () => {
    await s.write('docs/readme.txt', 'mine');
    s.commit('a folder of its own');
    const run = await s.run(events.push(), apply({ guide: 'true', 'guide-dir': 'docs' }));
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain('guide-dir: a new or empty directory');
    expect(run.outputs['guide-dir']).toBeUndefined();
    expect(await readdir(join(s.dir, 'docs'))).toEqual(['readme.txt']);
  });

  it('a guide-dir outside the workspace, or reached through a link a pull request commits, is refused before anything is written', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'stylesync-outside-'));
    try {
      const base = s.commit('base');
      await symlink(outside, join(s.dir, 'public'));
      s.commit('public is a link out of the workspace');
      const linked = await s.run(events.pullRequest({ baseSha: base }), s.inputs({ comment: 'false', guide: 'true', 'guide-dir': 'public/guide' }));
      expect(linked.code).not.toBe(0);
      expect(linked.stdout).toContain('public is a symbolic link on the way to');
      expect(linked.stdout).toContain('guide-dir: a new or empty directory');
      expect(linked.outputs['guide-dir']).toBeUndefined();

      for (const dir of [relative(s.dir, join(outside, 'guide')), join(outside, 'guide')]) {
        const away = await s.run(events.push(), apply({ guide: 'true', 'guide-dir': dir }));
        expect(away.code).not.toBe(0);
        expect(away.stdout).toContain('is not a directory inside the workspace, so the guide was not written.');
        expect(away.stdout).toContain('Set `guide-dir` to a directory inside the repository');
      }
      expect(await readdir(outside)).toEqual([]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('on a pull request writes the guide of its files too (a preview; it only writes files), and without guide: true writes none', async () => {
    const base = s.commit('base');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES, instructions: [{ label: 'Tone', prompt: 'Use the informal du.' }] }));
    const run = await s.run(events.pullRequest({ baseSha: base }), s.inputs({ comment: 'false', guide: 'true' }));
    expect(run.code).toBe(0);
    expect(await readFile(join(run.outputs['guide-dir'] as string, 'de.md'), 'utf8')).toContain('Use the informal du.');
    const plain = await s.run(events.push(), apply({ 'guide-dir': 'elsewhere' }));
    expect(plain.code).toBe(0);
    expect(plain.outputs['guide-dir']).toBeUndefined();
    expect(await exists(join(s.dir, 'elsewhere'))).toBe(false);
  });
});

describe('links from the plan to the guide', () => {
  it('the guide-url input links the comment and the summary to anchors of the guide the Action writes', async () => {
    const base = s.commit('base');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES, instructions: [{ label: 'Tone', prompt: 'Use the informal du.' }] }));
    const run = await s.run(events.pullRequest({ baseSha: base }), s.inputs({ 'guide-url': 'https://acme.github.io/styles', guide: 'true' }));
    expect(run.code).toBe(0);
    const comment = s.github.comments(7).at(-1)?.body as string;
    const links = [...comment.matchAll(LINK)].map((m) => m[1] as string).filter((u) => u.startsWith('https://acme.github.io/'));
    expect(links.length).toBeGreaterThan(0);
    expect([...run.summary.matchAll(LINK)].map((m) => m[1]).filter((u) => u?.startsWith('https://acme.github.io/'))).toEqual(links);
    for (const link of links) {
      const [page, anchor] = link.replace('https://acme.github.io/styles/', '').split('#') as [string, string];
      expect(await readFile(join(run.outputs['guide-dir'] as string, page), 'utf8')).toContain(`id="${decodeURIComponent(anchor)}"`);
    }
  });

  it("on a pull request the address is the base commit's guide_url, never the one the pull request sets", async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\nguide_url: https://acme.github.io/styles\n');
    const base = s.commit('base with a guide address');
    await s.write('stylesync.yaml', 'styles_dir: styles\nguide_url: https://evil.example/styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES, instructions: [{ label: 'Tone', prompt: 'Use the informal du.' }] }));
    const run = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(run.code).toBe(0);
    const comment = s.github.comments(7).at(-1)?.body as string;
    expect(comment).toContain('](https://acme.github.io/styles/de.html#');
    expect(comment).not.toContain('evil.example');
    expect(run.summary).not.toContain('evil.example');
  });
});
