import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Marked, type Token } from 'marked';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../cli/capture.ts';

const exec = promisify(execFile);

/** The paths `npm pack` would put in the tarball, as npm itself lists them (no tarball is written). */
async function packedFiles(): Promise<string[]> {
  const { stdout } = await exec('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: repoRoot,
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  const [pack] = JSON.parse(stdout) as { files: { path: string }[] }[];
  return pack?.files.map((f) => f.path) ?? [];
}

/** Every link and image target in a Markdown text, found by marked's lexer (so code blocks are not read as links). */
function linkTargets(markdown: string): string[] {
  const marked = new Marked();
  const targets: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token: Token) => {
    if (token.type === 'link' || token.type === 'image') targets.push(token.href);
  });
  return targets;
}

/** A target inside the package: no scheme (https:, mailto:), not protocol-relative, not an anchor on the same page. */
function isRelative(href: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//') && !href.startsWith('#');
}

describe('the packed package', () => {
  it('ships every file that a relative link in a shipped Markdown file points to', async () => {
    const files = await packedFiles();
    const shipped = new Set(files);
    const markdown = files.filter((f) => f.endsWith('.md'));
    expect(markdown).toContain('README.md');
    const dead: string[] = [];
    let checked = 0;
    for (const file of markdown) {
      const text = await readFile(path.join(repoRoot, file), 'utf8');
      for (const href of linkTargets(text).filter(isRelative)) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(href.replace(/[#?].*$/, ''))));
        checked += 1;
        // A link to a directory resolves when the package ships something in it.
        const found = shipped.has(target) || files.some((f) => f.startsWith(`${target.replace(/\/$/, '')}/`));
        if (!found) dead.push(`${file}: ${href}`);
      }
    }
    // The README alone links into docs/ about twenty times: a lexer that found nothing would pass vacuously.
    expect(checked).toBeGreaterThan(20);
    expect(dead).toEqual([]);
  }, 60_000);
});
