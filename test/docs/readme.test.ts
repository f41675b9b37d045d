import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readme = await readFile(path.join(root, 'README.md'), 'utf8');
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>;

/** Fenced code blocks, in order. */
function codeBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => m[1] as string);
}

describe('README', () => {
  it('starts with its two commands: set-up with the demo, and the tests', () => {
    const beforeFirstBlock = readme.slice(0, readme.indexOf('```'));
    expect(beforeFirstBlock.trim()).toBe('# stylesync');
    const commands = (codeBlocks(readme)[0] ?? '').split('\n').filter(Boolean).map((l) => l.replace(/\s+#.*$/, ''));
    expect(commands).toEqual(['npm ci && npm run demo', 'npm test']);
  });

  it('never runs stylesync through npx without --no-install (that would fetch a package the project does not own)', async () => {
    const guides = await Promise.all((await readdir(path.join(root, 'docs'))).filter((f) => f.endsWith('.md')).map((f) => readFile(path.join(root, 'docs', f), 'utf8')));
    const docs = [readme, ...guides].join('\n');
    const risky = docs.split('\n').filter((line) => /\bnpx\s+(?!--no-install\b)[^\s`]*stylesync/.test(line) && !line.includes('`npx stylesync` would'));
    expect(risky).toEqual([]);
    expect(readme).toContain('npx --no-install stylesync');
  });

  it('installs nothing by registry name: the install commands name a tarball or a git URL', () => {
    const installs = codeBlocks(readme)
      .flatMap((b) => b.split('\n'))
      .filter((l) => /^\s*npm (install|i|add)\b/.test(l));
    expect(installs.length).toBeGreaterThan(0);
    for (const line of installs) expect(line).toMatch(/\.tgz\b|git\+https?:/);
  });
});

describe('package.json', () => {
  it('is MIT licensed, with the MIT text in LICENSE (npm pack always ships LICENSE)', async () => {
    expect(pkg.license).toBe('MIT');
    const license = await readFile(path.join(root, 'LICENSE'), 'utf8');
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} stylesync contributors\n/);
    expect(license).toContain('Permission is hereby granted, free of charge');
  });

  // npm (pacote, lib/git.js) prepares a git dependency whose package.json has any of these scripts: a full
  // development install, esbuild and all, then npm pack. The bundles are committed and check-dist proves them
  // a fresh build, so a git install needs none of that; npm 11 would also ask tarball users about install scripts.
  it('has no script that makes npm prepare a git install or run anything on install', () => {
    const scripts = pkg.scripts as Record<string, string>;
    const prepared = ['preinstall', 'install', 'postinstall', 'prepare', 'prepack', 'build'].filter((name) => name in scripts);
    expect(prepared).toEqual([]);
    expect(scripts.bundle).toBe('node scripts/build.mjs');
  });

  it('ships the bundle and no source map, and declares no runtime dependencies', () => {
    expect(pkg.dependencies ?? {}).toEqual({});
    const files = pkg.files as string[];
    expect(files).toContain('dist/stylesync.js');
    expect(files.filter((f) => f === 'dist' || f.endsWith('.map'))).toEqual([]);
  });
});
