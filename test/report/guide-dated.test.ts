import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { guidePages } from '../../src/app/guide.ts';
import type { DesiredList } from '../../src/config/model.ts';
import { datedSection, type GuideHistory } from '../../src/report/guide-dated.ts';
import { guideModel } from '../../src/report/guide-model.ts';

// The dated What's new of issue #30, from guides the history reader would hand over: removed things named, sections linked, the bound said.

const at = { file: 'styles/de.yaml', line: 1, col: 1 };

function list(configured_rules: DesiredList['configured_rules'], instructions: DesiredList['custom_instructions']): DesiredList {
  return { file: 'styles/de.yaml', name: 'Acme DE', language: 'de', state: 'present', configured_rules, ruleOrigins: {}, custom_instructions: instructions, examples: [], origin: at } as DesiredList;
}

const before = guideModel([list({ numbers: { decimal_separator: 'use_comma_as_decimal_separator' }, dates_and_times: { time_format: 'use_24_hour_clock' } }, [{ label: 'Commas', prompt: 'p', ...at, section: 'punctuation' }])], []);
const after = guideModel([list({ dates_and_times: { time_format: 'use_24_hour_clock' } }, [])], []);
const history = (subject: string, cut?: true): GuideHistory => ({ commits: [{ date: '2026-03-01', subject, sha: 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2', before, after }], limit: 10, ...(cut ? { cut } : {}) });

describe('the dated What’s new', () => {
  it('names what a commit removed and links the sections it touched, a removed instruction in the section it had', () => {
    const lines = datedSection(after.languages[0] as never, history('Drop the comma rules'));
    const row = lines.find((l) => l.startsWith('| 2026-03-01'));
    expect(row).toBe('| 2026-03-01 | Drop the comma rules (`a1b2c3d`)<br>rules 1 removed; instructions 1 removed<br>Removed: Decimal separator, Commas | [Numerals](#section-numerals), [Punctuation](#section-punctuation) |');
    expect(lines).not.toContain('*Only the newest 10 commits are read (the most the guide reads of the history).*');
  });

  it('shows a file’s changed note beside the subject, escaped; an unchanged note is not repeated, a note-only commit is a row (issue #30)', () => {
    const noted = (note: string | undefined, glossaryNote: string | undefined) =>
      guideModel(
        [{ ...list({ dates_and_times: { time_format: 'use_24_hour_clock' } }, []), ...(note === undefined ? {} : { note }), glossaries: [{ name: 'Terms', origin: at, path: 'glossaries[0]' }] }],
        [{ file: 'glossaries/terms.yaml', name: 'Terms', state: 'present', origin: at, ...(glossaryNote === undefined ? {} : { note: glossaryNote }), dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: new Map([['sign in', 'anmelden']]), entryOrigins: new Map(), origin: at }] }],
      );
    const row = (b: ReturnType<typeof guideModel>, a: ReturnType<typeof guideModel>) =>
      datedSection(a.languages[0] as never, { commits: [{ date: '2026-03-02', subject: 'Tidy', sha: 'b'.repeat(40), before: b, after: a }], limit: 10 }).find((l) => l.startsWith('| 2026-03-02'));
    expect(row(after, noted('Drop the <b>comma</b> rules | for now', undefined))).toMatch(/^\| 2026-03-02 \| Tidy \(`bbbbbbb`\)<br>Acme DE: Drop the &lt;b&gt;comma&lt;\/b&gt; rules \\\| for now<br>/);
    expect(row(noted('Old words', undefined), noted('Old words', 'Login terms agreed with support'))).toBe('| 2026-03-02 | Tidy (`bbbbbbb`)<br>Terms: Login terms agreed with support |  |');
    expect(row(noted('Old words', 'x'), noted('Old words', 'x'))).toBeUndefined();
  });

  it('says the bound when more commits were there than were read', () => {
    expect(datedSection(after.languages[0] as never, history('x', true))).toContain('*Only the newest 10 commits are read (the most the guide reads of the history).*');
  });

  it('a hostile subject stays text, and the page is valid HTML', async () => {
    const pages = guidePages(after, undefined, history('<img src=x onerror=alert(1)> | ::error::x @everyone'));
    const html = pages.get('de.html') as string;
    expect(html).not.toContain('<img src=x');
    const report = await new HtmlValidate({ extends: ['html-validate:recommended'] }).validateString(html);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    expect((pages.get('de.md') as string).split('\n').filter((l) => l.startsWith('| 2026-03-01'))[0]?.split(/(?<!\\)\|/).length).toBe(5);
  });
});
