import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { diff } from '../../src/plan/diff.ts';
import { renderMarkdown } from '../../src/report/markdown.ts';
import { renderText } from '../../src/report/text.ts';
import { have as haveList, OPTS, want as wantList } from '../plan/builders.ts';
import { glossaryPlan, have, want, withGlossaries } from './glossaries.ts';

// Issue #27, finding 6: what the service holds and the files lack is said as
// what happened when the caller knows (the drift section, the drift check):
// added or changed on the service, outside the files; never "no longer in the
// style file" for what no file ever had.

const html = (md: string) => new Marked({ gfm: true }).parse(md) as string;

describe('changes made on the service, said as such', () => {
  // Live: the decimal separator changed and a rule and an instruction added by hand; the files have neither.
  const live = [
    haveList('German', {
      style_id: 'de',
      rules: { numbers: { decimal_separator: 'use_period_as_decimal_separator' }, dates_and_times: { single_digit_hours: 'use_leading_zero' } },
      instructions: [['Stray', 'Added by hand.']],
    }),
  ];
  const plan = diff([wantList('German', { rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } } })], live, OPTS);

  it('in text: the instruction added, the rule added and the rule changed on the service', () => {
    const text = renderText(plan, { color: false, cause: 'service' });
    expect(text).toContain('- instruction "Stray"  # added on the service, outside the style files');
    expect(text).toMatch(/- Single digit hours: .* → \(unset\) {2}# dates_and_times\.single_digit_hours; added on the service, outside the style files/);
    expect(text).toMatch(/~ Decimal separator: period → comma {2}# numbers\.decimal_separator, styles\/german\.yaml:\d+; changed on the service, outside the style files/);
    expect(text).not.toContain('no longer');
    // Without a cause, no claim either way.
    expect(renderText(plan, { color: false })).not.toContain('on the service, outside');
  });

  it('in Markdown, rendered: the rules block and the instruction say so', () => {
    const rendered = html(renderMarkdown(plan, { cause: 'service' }));
    expect(rendered).toContain('<strong>Rules</strong> (replaced as a whole; changed on the service, outside the style files)');
    expect(rendered).toContain('<strong>Stray</strong>: added on the service, outside the style files');
    expect(rendered).not.toContain('no longer');
  });

  it('for glossary terms: a term added and a term changed on the service, in text and Markdown', () => {
    const terms = withGlossaries(
      glossaryPlan([want('Terms', { 'en→de': { 'sign in': 'anmelden' } })], [have('Terms', { 'en→de': { 'sign in': 'einloggen', stray: 'Streuner' } })]),
    );
    const text = renderText(terms, { color: false, cause: 'service' });
    expect(text).toContain('~ sign in: einloggen → anmelden  # changed on the service, outside the glossary files');
    expect(text).toContain('- stray: Streuner  # added on the service, outside the glossary files');
    expect(renderText(terms, { color: false })).not.toContain('on the service');
    const rendered = html(renderMarkdown(terms, { cause: 'service' }));
    expect(rendered).toContain('<td><code>-</code> stray</td>\n<td>Streuner</td>\n<td><em>(none: added on the service, outside the glossary files)</em></td>');
    expect(rendered).toContain('1 changed, 1 removed; 2 → 1 term; changed on the service, outside the glossary files');
  });
});
