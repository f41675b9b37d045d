import { describe, expect, it } from 'vitest';
import { guidePages } from '../../src/app/guide.ts';
import type { DesiredGlossary } from '../../src/catalog/glossary.ts';
import type { DesiredList } from '../../src/config/model.ts';
import { guideLinks } from '../../src/report/guide-links.ts';
import { guideModel } from '../../src/report/guide-model.ts';
import { lookAlikes } from './look-alikes.ts';

// The plan's links to the guide name the page and anchor the guide writes for
// the same files (issue #22): checked against the pages guidePages renders.

const at = { file: 'styles/x.yaml', line: 1, col: 1 };

function list(name: string, language: string, extra: Partial<DesiredList> = {}): DesiredList {
  return { file: `styles/${name}.yaml`, name, language, state: 'present', configured_rules: {}, ruleOrigins: {}, custom_instructions: [], examples: [], origin: at, ...extra };
}

const terms: DesiredGlossary = {
  file: 'glossaries/terms.yaml',
  name: 'Terms',
  state: 'present',
  origin: at,
  dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: new Map([['sign in', 'anmelden'], ['Größe', 'Größe']]), entryOrigins: new Map(), origin: at }],
};
const names = (...n: string[]) => n.map((name, i) => ({ name, origin: at, path: `glossaries[${i}]` }));

const lists = [
  list('Swiss', 'de-CH', { configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } }, custom_instructions: [{ label: 'Tone', prompt: 'Formal.', ...at }], glossaries: names('Terms') }),
  list('Zurich', 'DE-CH', { glossaries: names('Terms') }),
  list('Gone', 'fr', { state: 'absent' }),
];

describe('guideLinks', () => {
  const links = guideLinks('https://acme.github.io/guide///', lists, [terms]);
  const pages = guidePages(guideModel(lists, [terms]));
  const lands = (url: string | undefined) => {
    const [address, fragment] = (url as string).split('#') as [string, string];
    const page = address.replace('https://acme.github.io/guide/', '');
    return pages.get(page)?.includes(`id="${decodeURIComponent(fragment)}"`) ?? false;
  };

  it('rules, instructions and terms link to an anchor on the page of their language (terms of a base-code dictionary on the variant page)', () => {
    for (const url of [links.rule('Swiss', 'numbers', 'decimal_separator'), links.instruction('Swiss', 'Tone'), links.term('Terms', 'EN', 'DE', 'sign in'), links.term('Terms', 'en', 'de', 'Größe')]) {
      expect(url).toMatch(/^https:\/\/acme\.github\.io\/guide\/de-ch\.html#/);
      expect(lands(url)).toBe(true);
    }
    expect(links.term('Terms', 'en', 'de', 'Größe')).toContain('gr%C3%B6%C3%9Fe');
  });

  it('look-alike terms whose base anchors collide each link to their own row (issue #27)', () => {
    const [a, b] = lookAlikes('Terms', 'en', 'de');
    const alike: DesiredGlossary = { ...terms, dictionaries: [{ ...terms.dictionaries[0]!, entries: new Map([[a, 'anmelden'], [b, 'Anmeldung']]) }] };
    const alikeLinks = guideLinks('https://acme.github.io/guide', lists, [alike]);
    const page = guidePages(guideModel(lists, [alike])).get('de-ch.md') as string;
    const row = (url: string | undefined) => page.split('\n').find((l) => l.includes(`<a id="${decodeURIComponent((url as string).split('#')[1] as string)}">`));
    expect(alikeLinks.term('Terms', 'en', 'de', a)).not.toBe(alikeLinks.term('Terms', 'en', 'de', b));
    expect(row(alikeLinks.term('Terms', 'en', 'de', a))).toContain('| anmelden |');
    expect(row(alikeLinks.term('Terms', 'en', 'de', b))).toContain('| Anmeldung |');
  });

  it('nothing the guide does not show has a link: another list, a rule not set, a tombstone, a term not in the files', () => {
    expect(links.rule('Zurich', 'numbers', 'decimal_separator')).toBeUndefined();
    expect(links.instruction('Swiss', 'Voice')).toBeUndefined();
    expect(links.instruction('Gone', 'Tone')).toBeUndefined();
    expect(links.term('Terms', 'en', 'de', 'log out')).toBeUndefined();
    expect(links.term('Terms', 'en', 'fr', 'sign in')).toBeUndefined();
  });
});
