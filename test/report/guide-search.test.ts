import { describe, expect, it } from 'vitest';
import { guideHtml } from '../../src/report/guide-html.ts';
import { searchFold } from '../../src/report/guide-search.ts';

describe('the guide page search (searchFold)', () => {
  it('finds a term typed without its accents or capitals, in any script that composes marks', () => {
    const hit = (query: string, text: string) => searchFold(text).includes(searchFold(query));
    expect(hit('ubersicht', 'Übersicht')).toBe(true);
    expect(hit('resume', 'résumé')).toBe(true);
    expect(hit('ÜBERSICHT', 'übersicht')).toBe(true);
    // Decomposed input (a Mac keyboard's ü as u + U+0308) is the same word.
    expect(hit('u\u0308bersicht', 'Übersicht')).toBe(true);
    expect(hit('senor', 'Señor')).toBe(true);
    expect(hit('Uebersicht', 'Übersicht')).toBe(false);
    expect(hit('abmelden', 'anmelden')).toBe(false);
  });

  it('is the very function the page runs, and the page script parses', () => {
    const page = guideHtml('T', '| a | b |\n|---|---|\n| Übersicht | overview |\n');
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).toContain(searchFold.toString());
    // Constructing the function compiles the script without running it (it needs a document to run).
    expect(() => new Function(script)).not.toThrow();
  });
});
