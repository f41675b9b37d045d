import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Marked } from 'marked';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DE_RULES, styleFile } from '../world/files.ts';
import { addInstructionByHand, editByHand, events, renameByHand, useStage } from '../world/action.ts';

// Issue #27, finding 5: a list that drifted on the service and is edited in
// the same pull request. Each change belongs to one section: the drifted rule
// and the instruction added by hand under Drift, the pull request's own edits
// under "Changes from this pull request", in the comment and the job summary.

const s = useStage();
let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'stylesync-drift-edit-'));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const TONE = { label: 'Tone', prompt: 'Be polite.' };

/** The rendered HTML of a comment or summary, cut at the drift heading: what a reviewer reads in each section. */
async function renderedSections(markdown: string, name: string): Promise<{ own: string; drift: string }> {
  // Written and read back as the comment's file, then rendered as GitHub would (GFM).
  const file = join(scratch, `${name}.md`);
  await writeFile(file, markdown);
  const html = new Marked({ gfm: true }).parse(await readFile(file, 'utf8')) as string;
  const at = html.indexOf('Drift: the service differs from the base branch');
  expect(at, name).toBeGreaterThan(0);
  return { own: html.slice(0, at), drift: html.slice(at) };
}

describe('a list that drifted and is edited in the pull request', () => {
  it('shows each change in one section only, in the comment and the job summary', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES, instructions: [TONE] }));
    const base = s.commit('base');
    expect((await s.run(events.push(), s.inputs({ command: 'apply' }))).code).toBe(0);

    // By hand on the service: the decimal separator, and an instruction no file has.
    await editByHand(s, 'German', { numbers: { decimal_separator: 'use_period_as_decimal_separator' } });
    await addInstructionByHand(s, 'German', { label: 'Stray', prompt: 'Added by hand.', source_language: 'en' });

    // The pull request adds a rule and an instruction to the same list.
    const rules = { ...DE_RULES, dates_and_times: { single_digit_hours: 'use_leading_zero' } };
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules, instructions: [TONE, { label: 'Brand', prompt: 'Keep Acme in English.' }] }));
    s.commit('German: hours and brand');
    const result = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(result.code, result.stdout).toBe(0);

    const comment = s.github.comments(7)[0]?.body ?? '';
    for (const [name, text] of [['comment', comment], ['summary', result.summary]] as const) {
      const { own, drift } = await renderedSections(text, name);
      // The pull request's own: the new rule and the new instruction, nothing drifted.
      expect(own, name).toContain('<code>dates_and_times.single_digit_hours</code>');
      expect(own, name).toContain('<strong>Brand</strong>');
      expect(own, name).not.toContain('decimal_separator');
      expect(own, name).not.toContain('Stray');
      // Drift: the rule changed and the instruction added on the service, nothing of the pull request's.
      expect(drift, name).toContain('<code>numbers.decimal_separator</code>');
      expect(drift, name).toContain('<strong>Stray</strong>');
      expect(drift, name).not.toContain('single_digit_hours');
      expect(drift, name).not.toContain('Brand');
      // Finding 6: an instruction no file ever had is said to be added on the service, not "no longer in the style file".
      expect(drift, name).toContain('<strong>Stray</strong>: added on the service, outside the style files');
      expect(text, name).not.toContain('no longer');
    }
    // The outputs still describe what applying does: one list, updated.
    expect(result.outputs).toMatchObject({ 'has-changes': 'true', updates: '1' });
  });
});

describe('a glossary that drifted and is edited in the pull request', () => {
  it('shows each term change in one section only, in the comment and the job summary', async () => {
    // Live: "sign in" changed and "stray" added by hand on the service.
    const client = s.client();
    await client.createGlossary('Terms', [{ source_lang: 'en', target_lang: 'de', entries: [['sign in', 'einloggen'], ['save', 'speichern'], ['stray', 'Streuner']] }]);
    const glossary = (entries: string) => `name: Terms\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n${entries}`;
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    await s.write('glossaries/terms.yaml', glossary('      sign in: anmelden\n      save: speichern\n'));
    const base = s.commit('base');
    // The pull request changes "save" and adds "cancel" in the same dictionary.
    await s.write('glossaries/terms.yaml', glossary('      sign in: anmelden\n      save: sichern\n      cancel: abbrechen\n'));
    s.commit('Terms: save, cancel');
    const result = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(result.code, result.stdout).toBe(0);

    const comment = s.github.comments(7)[0]?.body ?? '';
    for (const [name, text] of [['comment', comment], ['summary', result.summary]] as const) {
      const { own, drift } = await renderedSections(text, name);
      expect(own, name).toMatch(/<td><code>~<\/code> save<\/td>/);
      expect(own, name).toMatch(/<td><code>\+<\/code> cancel<\/td>/);
      expect(own, name).not.toContain('sign in');
      expect(own, name).not.toContain('stray');
      expect(drift, name).toMatch(/<td><code>~<\/code> sign in<\/td>/);
      expect(drift, name).toContain('<td><code>-</code> stray</td>\n<td>Streuner</td>\n<td><em>(none: added on the service, outside the glossary files)</em></td>');
      expect(drift, name).not.toContain('save');
      expect(drift, name).not.toContain('cancel');
    }
  });
});

describe('the scheduled drift check after a rename on the service', () => {
  it('advises pinning the style_id, not applying again (which would create a second list), and the alert shows the pin as code', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES, instructions: [TONE] }));
    s.commit('base');
    expect((await s.run(events.push(), s.inputs({ command: 'apply' }))).code).toBe(0);
    const id = s.emu.lists().find((l) => l.name === 'German')?.style_id ?? '';
    await renameByHand(s, 'German', 'Deutsch');

    const result = await s.run(events.schedule(), s.inputs());
    expect(result.code).toBe(1);
    const error = result.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '';
    expect(error).toContain(`"German" looks renamed on the service to "Deutsch": pin it with \`style_id: ${id}\` in styles/de.yaml.`);
    expect(error).toContain('Do not just apply the default branch again: it would create a second list');
    expect(error).not.toContain('Apply the default branch again');
    // The alert in the summary, rendered: the pin is code, no backtick shows as text.
    const html = new Marked({ gfm: true }).parse(result.summary) as string;
    const alert = html.slice(html.indexOf('This step failed'));
    expect(alert).toContain(`<code>style_id: ${id}</code>`);
    expect(alert).not.toContain('`');
    // The plan above it names the same pin, as code too.
    expect(html).toContain(`add <code>style_id: ${id}</code> to styles/de.yaml`);
  });
});
