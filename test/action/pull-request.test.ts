import { describe, expect, it } from 'vitest';
import { parseSavedPlan } from '../../src/plan/saved.ts';
import { commentMarker } from '../../src/action/sticky-comment.ts';
import { DE_RULES, styleFile } from '../world/files.ts';
import { events, useStage } from '../world/action.ts';
import { expectContains } from '../world/expect-contains.ts';

const s = useStage();

describe('the Action on pull_request', () => {
  it('creates one comment on the first run and edits it on the next: still one comment', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    const base = s.commit('base');
    expect((await s.run(events.push(), s.inputs({ command: 'apply' }))).code).toBe(0);
    const applied = s.emu.log.length;

    // The pull request adds a list.
    await s.write('styles/fr.yaml', styleFile({ name: 'French', language: 'fr' }));
    s.commit('add French');
    const first = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(s.github.comments(7)).toHaveLength(1);
    expect(s.github.comments(7)[0]?.body).toContain('Plan: 1 to create, 0 to update, 0 to delete.');

    // A second push to the pull request adds another.
    await s.write('styles/it.yaml', styleFile({ name: 'Italian', language: 'it' }));
    s.commit('add Italian');
    const second = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(second.code).toBe(0);
    const comments = s.github.comments(7);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('Plan: 2 to create, 0 to update, 0 to delete.');
    expect(s.github.writes().map((w) => w.method)).toEqual(['POST', 'PATCH']);
    // Nothing was applied: a pull request only reads.
    expect(s.emu.log.slice(applied).filter((e) => e.method !== 'GET')).toEqual([]);
    expect(s.emu.lists().map((l) => l.name)).toEqual(['German']);
  });

  it('says so in the same comment when the plan becomes empty', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    const base = s.commit('base');
    await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    // The list is created elsewhere (say, the apply workflow ran): the plan is now empty.
    await s.run(events.push(), s.inputs({ command: 'apply' }));
    const again = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(again.code).toBe(0);
    const comments = s.github.comments(7);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('No changes. The live lists match the style files.');
    expect(again.outputs['has-changes']).toBe('false');
  });

  it('replaces an earlier plan in the comment with the errors when the files break or the service refuses', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    const base = s.commit('base');
    expect((await s.run(events.pullRequest({ baseSha: base }), s.inputs())).code).toBe(0);

    await s.write('styles/de.yaml', 'name: German\nlanguage: de\ncolour: blue\n');
    s.commit('broken');
    const broken = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(broken.code).toBe(1);
    let comments = s.github.comments(7);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('**No plan:** The style files have 1 error');
    expect(comments[0]?.body).toContain('styles/de.yaml:3:1');
    expect(comments[0]?.body).not.toContain('Plan: 1 to create');
    // Our own `code` is a code span, not backslash-escaped backticks shown as text; no pointer to a plan never made.
    const body = comments[0]?.body ?? '';
    expectContains(body, [
      '<br>**Hint:** Fix the files at the annotated lines, or run `stylesync validate` locally',
      '[The log of this run has the details.](https://github.example/acme/styles/actions/runs/',
    ], ['\\`', 'The whole plan is in the job summary']);

    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    s.commit('fixed');
    const refused = await s.run(events.pullRequest({ baseSha: base }), s.inputs({ 'api-key': 'sk-not-this-one' }));
    expect(refused.code).toBe(1);
    comments = s.github.comments(7);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/\*\*No plan:\*\* The service did not accept the API key/);
  });

  it('keeps one comment per target', async () => {
    await s.write(
      'stylesync.yaml',
      ['styles_dir: styles', 'targets:', '  staging:', '    styles_dir: staging', '  production:', '    styles_dir: production', ''].join('\n'),
    );
    await s.write('staging/de.yaml', styleFile({ name: 'German staging', rules: DE_RULES }));
    await s.write('production/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    const base = s.commit('base');
    for (const round of [1, 2]) {
      for (const target of ['staging', 'production']) {
        const result = await s.run(events.pullRequest({ baseSha: base }), s.inputs({ target }));
        expect(result.code, `${target} round ${round}: ${result.stdout}`).toBe(0);
      }
    }
    const comments = s.github.comments(7);
    expect(comments).toHaveLength(2);
    const staging = comments.find((c) => c.body.startsWith(commentMarker('staging')));
    const production = comments.find((c) => c.body.startsWith(commentMarker('production')));
    expect(staging?.body).toContain('German staging');
    expect(staging?.body).toContain('target staging');
    expect(production?.body).toContain('target production');
    expect(production?.body).not.toContain('German staging');
    // Round two found both comments and edited them in place.
    expect(s.github.writes().map((w) => w.method)).toEqual(['POST', 'POST', 'PATCH', 'PATCH']);
  });

  it('writes the whole plan to the job summary and sets the outputs', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES, instructions: [{ label: 'Tone', prompt: 'Use the formal Sie.' }] }));
    const base = s.commit('base');
    const result = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(result.code).toBe(0);
    expect(result.summary).toContain('## stylesync plan');
    // Base and head are one commit: the pull request changes nothing, and German, not live yet, is drift.
    // The pointer to the drift comes first: a reviewer who stops at the top still knows merging applies it.
    expect(result.summary).toContain(
      '**Changes from this pull request**\n\n_Applying after the merge also undoes drift in 1 list, shown apart under **Drift** at the end._\n\n### None: this pull request changes no list.\n',
    );
    expectContains(result.summary, [
      'applying after the merge makes these changes too: 1 to create, 0 to update, 0 to delete.',
      '<b>German</b>',
      'Use the formal Sie.',
    ], ['The live lists match the style files']);
    expect(result.outputs).toMatchObject({ 'has-changes': 'true', creates: '1', updates: '0', deletes: '0' });
    const saved = parseSavedPlan(result.files['plan-file'] as string, 'plan.json');
    expect(saved.lists.items.map((l) => l.name)).toEqual(['German']);
    expect(result.files['plan-markdown-file']).toContain('<b>German</b>');
  });
});

describe('the Action on pull_request, told less', () => {
  it('keeps the plan to the job summary with `comment: false`, and only validates with `command: validate`', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    const base = s.commit('base');
    const quiet = await s.run(events.pullRequest({ baseSha: base }), s.inputs({ comment: 'false' }));
    expect(quiet.code).toBe(0);
    expect(quiet.summary).toContain('<b>German</b>');
    expect(s.github.requests).toEqual([]);

    const mark = s.emu.log.length;
    const validated = await s.run(events.pullRequest({ baseSha: base }), s.inputs({ command: 'validate' }));
    expect(validated.code).toBe(0);
    expect(validated.summary).toContain('## stylesync validate');
    expect(validated.summary).not.toContain('comes from a fork');
    expect(s.emu.log.length).toBe(mark);
    expect(s.github.requests).toEqual([]);
  });
});

describe('the Action on a pull request from a fork', () => {
  it('validates only, says so, and does not contact the service or comment', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German ', rules: DE_RULES }));
    const base = s.commit('base');
    const result = await s.run(events.pullRequest({ baseSha: base, fork: true }), { 'base-url': s.emu.url });
    expect(result.code).toBe(0);
    expectContains(result.summary, [
      '## stylesync validate',
      'comes from a fork',
      '1 file, 1 list: 0 errors, 1 warning',
      '`surrounding-whitespace` styles/de.yaml:2:7: name starts or ends with spaces',
    ]);
    expect(result.stdout).toMatch(/^::warning title=stylesync surrounding-whitespace,file=styles\/de\.yaml,line=2,col=7::/m);
    expect(s.emu.log).toEqual([]);
    expect(s.github.requests).toEqual([]);
  });

  it('still shows annotations for a bad file', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', 'name: German\nlanguage: de\ncolour: blue\n');
    const result = await s.run(events.pullRequest({ fork: true }), {});
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^::error title=stylesync [a-z-]+,file=styles\/de\.yaml,line=3,col=1::/m);
  });
});

describe('command: apply on pull_request', () => {
  for (const name of ['pull_request', 'pull_request_target']) {
    it(`fails on ${name} with an explanation and writes nothing`, async () => {
      await s.write('stylesync.yaml', 'styles_dir: styles\n');
      await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
      const base = s.commit('base');
      const result = await s.run(events.pullRequest({ baseSha: base, name }), s.inputs({ command: 'apply' }));
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(`::error::\`command: apply\` is refused on ${name} events`);
      expect(result.stdout).toContain('Nothing was written.');
      expect(s.emu.log).toEqual([]);
      expect(s.emu.lists()).toEqual([]);
      expect(s.github.requests).toEqual([]);
      expect(result.outputs).toEqual({});
    });
  }
});
