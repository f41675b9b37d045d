import { HtmlValidate, type Message } from 'html-validate';
import { describe, expect, it, vi } from 'vitest';
import { guidePages } from '../../src/app/guide.ts';
import { guideModel } from '../../src/report/guide-model.ts';
import { guideScenario, scenarioSamples } from './guide-scenario.ts';

// The guide's HTML against html-validate's recommended rules (issue #22's
// acceptance): the index and every language page of the rich scenario, whose
// hostile names, terms, prompts and translations must stay text.

// A bound for a hung test, not a speed assertion: validating five pages is bounded work, but it took ~12 s alone
// and more than the default 20 s on a loaded two-core machine.
vi.setConfig({ testTimeout: 120_000 });

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

async function problems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages.map((m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}

describe('the guide HTML', () => {
  const scenario = guideScenario();
  const pages = guidePages(guideModel(scenario.lists, scenario.glossaries, scenario.about, scenarioSamples(scenario)));

  it('is valid: the index, the matrix and each language page', async () => {
    const html = [...pages].filter(([name]) => name.endsWith('.html'));
    expect(html.map(([name]) => name)).toEqual(['ar.html', 'de.html', 'fr.html', 'ja.html', 'matrix.html', 'index.html']);
    for (const [name, text] of html) expect({ name, problems: await problems(text) }).toEqual({ name, problems: [] });
  });

  it('the validator does find problems: a control page with a stray tag and a duplicate id fails', async () => {
    const broken = (pages.get('fr.html') as string).replace('<main>', '<main><div id="find"><span></div>');
    expect((await problems(broken)).length).toBeGreaterThan(0);
  });
});
