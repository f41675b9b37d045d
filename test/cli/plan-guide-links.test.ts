import { describe, expect, it } from 'vitest';
import { glossaryFile, styleFile } from '../world/files.ts';
import { worldEach } from '../world/world.ts';

// Issue #22: with `guide_url` in stylesync.yaml, `plan --format markdown` links
// each changed rule, instruction and term to its anchor in the published guide.
// The links are checked against the pages `stylesync guide` writes from the same
// files: every one must land on an `id` of the page it names.

const GUIDE = 'https://acme.github.io/style-guide';

const w = worldEach({
  config: `styles_dir: styles\nguide_url: ${GUIDE}/\n`,
  files: {
    'styles/de.yaml': `${styleFile({
      name: 'Acme DE',
      rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } },
      instructions: [{ label: 'Sign-in [button] (always)', prompt: 'Call it "Anmelden".' }],
    })}glossaries: [Acme Terms]\n`,
    'glossaries/acme.yaml': glossaryFile({ name: 'Acme Terms', dictionaries: { de: { 'sign in': 'anmelden', '"Bücher | [x](y)"': 'Bücher' } } }),
  },
  // Live: the list with a period as decimal separator and no instructions; no glossary yet.
  lists: [{ name: 'Acme DE', language: 'de', configured_rules: { numbers: { decimal_separator: 'use_period_as_decimal_separator' } }, custom_instructions: [] }],
});

/** Every `[text](address)` of the guide in a Markdown document. */
function guideLinks(markdown: string): Array<{ text: string; url: string }> {
  return [...markdown.matchAll(/\[((?:\\.|[^\]\\])*)\]\((https:\/\/acme\.github\.io\/[^)\s]*)\)/g)].map((m) => ({ text: m[1] as string, url: m[2] as string }));
}

describe('plan --format markdown with guide_url', () => {
  it('links the changed rule, the new instruction and each new term to an anchor the guide writes on that page', async () => {
    const plan = await w.cli(['plan', '--format', 'markdown']);
    expect(plan.code).toBe(0);
    const links = guideLinks(plan.stdout);
    expect(links.map((l) => l.text)).toEqual(['Decimal separator', 'Sign-in \\[button\\] (always)', 'sign in', 'Bücher \\| \\[x\\](y)']);

    expect((await w.cli(['guide', '--out', 'site'])).code).toBe(0);
    const page = await w.read('site/de.html');
    for (const { url } of links) {
      const [address, fragment] = url.split('#') as [string, string];
      expect(address).toBe(`${GUIDE}/de.html`);
      // Encoded for Markdown (no raw `(`, `)`, `|`, space or non-ASCII), and the anchor is one the page holds.
      expect(url).toMatch(/^[A-Za-z0-9\-._~/:%#]+$/);
      expect(page).toContain(`id="${decodeURIComponent(fragment)}"`);
    }
  });

  it('without guide_url the Markdown plan has no link to a guide, and the text format never has one', async () => {
    const linked = await w.cli(['plan', '--format', 'markdown']);
    await w.write('stylesync.yaml', 'styles_dir: styles\n');
    const plain = await w.cli(['plan', '--format', 'markdown']);
    expect(guideLinks(plain.stdout)).toEqual([]);
    // The same plan otherwise: removing the links gives the plain text back.
    expect(linked.stdout.replace(/\[((?:\\.|[^\]\\])*)\]\(https:\/\/acme\.github\.io\/[^)\s]*\)/g, '$1')).toBe(plain.stdout);
    await w.write('stylesync.yaml', `styles_dir: styles\nguide_url: ${GUIDE}\n`);
    expect((await w.cli(['plan'])).stdout).not.toContain(GUIDE);
  });

  it('a guide_url that is not https (javascript:, http:) is refused before any request, and the error says so', async () => {
    const mark = w.emu.log.length;
    for (const url of ['javascript:alert(1)//https://x', 'http://acme.github.io/styles']) {
      await w.write('stylesync.yaml', `styles_dir: styles\nguide_url: "${url}"\n`);
      const r = await w.cli(['plan', '--format', 'markdown']);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`\`guide_url\` must be an https address, not "${url}" [invalid-guide-url]`);
      expect(r.stderr).toContain('hint: Give the address the guide is published at, such as `guide_url: https://<owner>.github.io/<repository>`');
      expect(r.stdout).not.toContain(url);
    }
    expect(w.emu.log.length).toBe(mark);
  });
});
