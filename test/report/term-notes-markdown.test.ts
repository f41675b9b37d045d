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
    { field: 'forbidden', before: ['einloggen'], after: ['einloggen', 'login'] },
    { field: 'note', before: 'Buttons' },
  ]),
  change('Acme Cloud', [{ field: 'translate', after: false }]),
];

describe('termNotesMarkdown', () => {
  it('a closed details block saying nothing is sent, one row per term and field', () => {
    const text = termNotesMarkdown(CHANGES, Infinity);
    expect(text).toMatch(/^<details><summary>Changes to the glossary files alone: 2 terms \(forbidden variants, definitions, notes\); nothing is sent to the service<\/summary>\n/);
    expect(text).toContain('| Acme Terms (en → de) | sign in | forbidden | einloggen | einloggen, login |\n');
    expect(text).toContain('| Acme Terms (en → de) | sign in | note | Buttons | _(unset)_ |\n');
    expect(text).toContain('| Acme Terms (en → de) | Acme Cloud | translate | _(unset)_ | do not translate |\n');
    expect(text.endsWith('</details>\n\n')).toBe(true);
    const html = new Marked({ gfm: true }).parse(text) as string;
    expect(html).not.toContain('<details open');
    expect([...html.matchAll(/<tr>/g)]).toHaveLength(4);
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
