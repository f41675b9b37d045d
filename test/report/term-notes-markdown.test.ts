import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import type { TermNoteChange } from '../../src/plan/term-notes-diff.ts';
import { renderReviewMarkdown } from '../../src/report/review-markdown.ts';
import { NOTE_TERMS_SHOWN, termNotesMarkdown } from '../../src/report/term-notes-markdown.ts';
import { createPlan, makePlan, updatePlan } from './plans.ts';

// Issue #22: changes to the glossary files alone (forbidden variants,
// definitions, notes) in the pull-request comment and summary.

const change = (source: string, fields: TermNoteChange['fields'], glossary = 'Acme Terms'): TermNoteChange => ({ glossary, file: 'glossaries/acme.yaml', source_lang: 'en', target_lang: 'de', source, fields });

const CHANGES = [
  change('sign in', [
    { field: 'forbidden', before: [{ term: 'einloggen' }], after: [{ term: 'einloggen' }, { term: 'login' }] },
    { field: 'note', before: 'Buttons' },
  ]),
  change('Acme Cloud', [{ field: 'translate', after: false }]),
];

describe('termNotesMarkdown', () => {
  it('a closed details block saying nothing is sent, one row per term and field', () => {
    const text = termNotesMarkdown(CHANGES, Infinity);
    // A heading of its own, so the block does not read as one more translate example block; the table closed under it.
    expect(text).toMatch(/^### Changes to the glossary files alone: 2 terms; nothing is sent to the service\n\n<details><summary>Forbidden variants, notes and terms kept untranslated, before and after<\/summary>\n/);
    // The second field of a term leaves glossary and term blank: two rows of one term, not two terms.
    // The variant the change adds is marked: no comparing two lists by eye.
    expect(text).toContain('| Acme Terms (en → de) | sign in | forbidden | einloggen | einloggen<br>login _(added)_ |\n|  |  | note | Buttons | _(unset)_ |\n');
    // An unset `translate` says what it means.
    expect(text).toContain('| Acme Terms (en → de) | Acme Cloud | translate | _(unset)_: translated | false: kept as written |\n');
    expect(text.endsWith('</details>\n\n')).toBe(true);
    const html = new Marked({ gfm: true }).parse(text) as string;
    expect(html).not.toContain('<details open');
    expect([...html.matchAll(/<tr>/g)]).toHaveLength(4);
    // A variant holding a comma cannot pass for two: one variant a line.
    const comma = termNotesMarkdown([change('log in', [{ field: 'forbidden', before: [{ term: 'Login, Logout' }], after: [{ term: 'Login' }, { term: 'Logout' }] }])], Infinity);
    expect(comma).toContain('| forbidden | Login, Logout _(removed)_ | Login _(added)_<br>Logout _(added)_ |');
    // Variants new on a term that had none are not marked one by one; a variant hostile as a term stays text.
    expect(termNotesMarkdown([change('log in', [{ field: 'forbidden', after: [{ term: '<b>x</b>' }, { term: 'y' }] }])], Infinity)).toContain('| forbidden | _(unset)_ | &lt;b&gt;x&lt;/b&gt;<br>y |');
    expect(termNotesMarkdown([change('log in', [{ field: 'forbidden', before: [{ term: 'y' }], after: [{ term: 'y' }, { term: '*z*' }] }])], Infinity)).toContain('| forbidden | y | y<br>\\*z\\* _(added)_ |');
    // A block scalar's final line break leaves no empty line at the end of the cell.
    expect(termNotesMarkdown([change('log in', [{ field: 'note', after: 'Two\nlines\n' }])], Infinity)).toContain('| note | _(unset)_ | Two<br>lines |');
    // Only the fields that changed are named.
    expect(termNotesMarkdown([change('dashboard', [{ field: 'definition', after: 'The start page' }])], Infinity)).toContain('<summary>Definitions, before and after</summary>');
  });

  it('admitted alternatives (issue #30): one a line with its note, the one the change adds or rewords marked, escaped', () => {
    const text = termNotesMarkdown([change('sign in', [{ field: 'admitted', before: [{ term: 'Anmeldung', note: 'Noun' }], after: [{ term: 'Anmeldung', note: 'The <b>noun</b>' }, { term: 'sich anmelden' }] }])], Infinity);
    expect(text).toContain('<summary>Admitted alternatives, before and after</summary>');
    expect(text).toContain('| admitted | Anmeldung — Noun _(removed)_ | Anmeldung — The &lt;b&gt;noun&lt;/b&gt; _(added)_<br>sich anmelden _(added)_ |');
  });

  it('nothing at all when nothing changed', () => {
    expect(termNotesMarkdown([], Infinity)).toBe('');
    const plan = makePlan([createPlan('Legal')]);
    expect(renderReviewMarkdown({ title: 'plan', target: null, plan, notes: [] }, 65_536)).toBe(renderReviewMarkdown({ title: 'plan', target: null, plan }, 65_536));
  });

  it('user text is escaped: a term or note cannot break the table, link or mention', () => {
    const text = termNotesMarkdown([change('a | b [x](https://evil.example)', [{ field: 'note', after: '@team <img src=x> |' }], 'G|1')], Infinity);
    const html = new Marked({ gfm: true }).parse(text) as string;
    expect(html).not.toMatch(/<a |<img/);
    expect([...html.matchAll(/<td>/g)]).toHaveLength(5);
    expect(text).toContain('@&#8203;team');
  });

  it('is cut like the other long tables: at most NOTE_TERMS_SHOWN terms, then within its room, counting what it leaves out', () => {
    const many = Array.from({ length: NOTE_TERMS_SHOWN + 15 }, (_, i) => change(`term ${i}`, [{ field: 'definition', after: 'd'.repeat(40) }]));
    const capped = termNotesMarkdown(many, Infinity);
    expect([...capped.matchAll(/\| term \d+ \|/g)]).toHaveLength(NOTE_TERMS_SHOWN);
    expect(capped).toContain('_… and 15 more terms not shown; the glossary files have them all._');
    const room = 3_000;
    const cut = termNotesMarkdown(many, room);
    expect(cut.length).toBeLessThanOrEqual(room);
    const shown = [...cut.matchAll(/\| term \d+ \|/g)].length;
    expect(shown).toBeGreaterThan(0);
    expect(cut).toContain(`_… and ${many.length - shown} more terms not shown;`);
    expect(cut.endsWith('</details>\n\n')).toBe(true);
  });
});

describe('the review with changes to the files alone', () => {
  it('shows them after the pull request’s own changes and before the drift, within the comment limit', () => {
    const text = renderReviewMarkdown(
      { title: 'plan', target: null, plan: makePlan([]), notes: CHANGES, drift: { kind: 'checked', drift: makePlan([updatePlan('Marketing', [])]), base: 'main, commit abc1234' } },
      65_536,
    );
    const own = text.indexOf('**Changes from this pull request**');
    const notes = text.indexOf('Changes to the glossary files alone');
    const drift = text.indexOf('### Drift');
    expect(own).toBeGreaterThan(-1);
    expect(notes).toBeGreaterThan(own);
    expect(drift).toBeGreaterThan(notes);
  });

  it('without drift, heads an empty plan "None: this pull request changes…", not "No changes." right above the block', () => {
    const quiet = { title: 'plan', target: null, plan: makePlan([]), drift: { kind: 'checked' as const, drift: makePlan([]), base: 'main' } };
    const text = renderReviewMarkdown({ ...quiet, notes: CHANGES }, 65_536);
    expect(text).toContain('### None: this pull request changes no list on the service.\n');
    expect(text).not.toContain('No changes.');
    expect(text.indexOf('### None:')).toBeLessThan(text.indexOf('Changes to the glossary files alone'));
    // Without notes, an empty pull request keeps its words.
    expect(renderReviewMarkdown(quiet, 65_536)).toContain('### No changes.');
  });

  it('keeps the whole review under its limit however many notes change', () => {
    const many = Array.from({ length: 500 }, (_, i) => change(`term ${i}`, [{ field: 'note', after: 'n'.repeat(900) }]));
    for (const max of [20_000, 65_536]) {
      const text = renderReviewMarkdown({ title: 'plan', target: null, plan: makePlan([createPlan('Legal')]), notes: many, drift: { kind: 'unavailable', reason: 'no base' } }, max);
      expect(text.length).toBeLessThanOrEqual(max);
      expect(text).toContain('<b>Legal</b>');
      expect(text).toContain('Changes to the glossary files alone: 500 terms');
    }
  });
});
