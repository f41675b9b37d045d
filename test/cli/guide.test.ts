import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { constants as zlibConstants, createDeflate } from 'node:zlib';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_ENTRIES_FILE_BYTES } from '../../src/config/glossary-load.ts';
import { styleFile } from '../world/files.ts';
import { commitAll, git } from '../world/git.ts';
import { KEY } from '../world/keys.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// `stylesync guide --out DIR` end to end (issue #22): offline, from the files;
// it writes only into a directory it made, and keeps that directory in step.

const w = worldEach({
  files: {
    'styles/de.yaml': `${styleFile({ name: 'Acme DE', rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } } })}glossaries: [Acme Terms]\n`,
    'styles/fr.yaml': styleFile({ name: 'Acme FR', language: 'fr' }),
    'glossaries/acme.yaml': 'name: Acme Terms\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      sign in: anmelden\n',
  },
});

describe('stylesync guide', () => {
  it('writes a Markdown and an HTML page per language and an index, sending nothing', async () => {
    const mark = w.emu.log.length;
    const r = await w.cli(['guide', '--out', 'site']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Wrote the guide to site: 2 languages (de, fr), 8 pages; open site/index.html.\n');
    expect(await w.files('site')).toEqual(['.stylesync-guide.json', 'de.html', 'de.md', 'fr.html', 'fr.md', 'index.html', 'index.md', 'matrix.html', 'matrix.md']);
    const de = await w.read('site/de.md');
    expect(de).toMatch(/\| <a id="acme-de-[0-9a-f]{6}--numbers-decimal-separator"><\/a>Decimal separator \| comma \|/);
    expect(de).toMatch(/\| <a id="[^"]+"><\/a>sign in \| anmelden \|/);
    expect(await w.read('site/fr.md')).not.toContain('Terminology');
    expect(w.emu.log.length).toBe(mark);
  });

  it('keeps the directory in step: a language no list writes any more loses its pages', async () => {
    await w.cli(['guide', '--out', 'site']);
    await w.write('styles/fr.yaml', styleFile({ name: 'Acme FR', language: 'fr', state: 'absent' }));
    const r = await w.cli(['guide', '--out', 'site']);
    expectRun(r, 0, { stdout: ['removed fr.md, fr.html (no list writes that language now)'] });
    expect(await w.files('site')).toEqual(['.stylesync-guide.json', 'de.html', 'de.md', 'index.html', 'index.md', 'matrix.html', 'matrix.md']);
  });

  it('refuses a directory holding files it did not write, and touches none of them', async () => {
    await w.write('docs/README.md', 'mine\n');
    const r = await w.cli(['guide', '--out', 'docs']);
    expectRun(r, 1, {
      stderr: [
        'docs already holds files that stylesync guide did not write, so nothing was written there.',
        'hint: Give --out a new or empty directory',
      ],
    });
    expect(await w.files('docs')).toEqual(['README.md']);
  });

  it('an edited or planted marker, a link, a pipe or a file of someone else\'s in the directory: refused, nothing written or removed', async () => {
    await w.cli(['guide', '--out', 'site']);
    await w.write('keep.md', 'keep\n');
    await writeFile(join(w.dir, 'site/.stylesync-guide.json'), JSON.stringify({ files: ['../keep.md', '/etc/passwd', '../stylesync.yaml', 'x.md'] }));
    const edited = await w.cli(['guide', '--out', 'site']);
    expectRun(edited, 1, { stderr: ['already holds files that stylesync guide did not write'] });
    expect(await readFile(join(w.dir, 'keep.md'), 'utf8')).toBe('keep\n');

    // A marker planted beside someone's files names one of them: neither is touched.
    await w.write('docs/index.md', 'USER\n');
    await w.write('docs/notes.md', 'N\n');
    await w.write('docs/.stylesync-guide.json', JSON.stringify({ written_by: 'stylesync guide', files: ['notes.md'] }));
    expect((await w.cli(['guide', '--out', 'docs'])).code).toBe(1);
    expect(await w.read('docs/index.md')).toBe('USER\n');
    expect(await w.read('docs/notes.md')).toBe('N\n');

    // A page that is a link out of the directory, in a directory the guide wrote.
    await w.cli(['guide', '--out', 'site2']);
    await w.write('victim.txt', 'victim\n');
    await rm(join(w.dir, 'site2/index.html'));
    await symlink(join(w.dir, 'victim.txt'), join(w.dir, 'site2/index.html'));
    const linked = await w.cli(['guide', '--out', 'site2']);
    expectRun(linked, 1, { stderr: ['site2/index.html is not a regular file'] });
    expect(await w.read('victim.txt')).toBe('victim\n');

    // A pipe for a marker is refused without being read (reading it would wait forever).
    await mkdir(join(w.dir, 'site3'));
    execFileSync('mkfifo', [join(w.dir, 'site3', '.stylesync-guide.json')]);
    expect((await w.cli(['guide', '--out', 'site3'])).code).toBe(1);
  });

  it('a page that would hold the key is refused after earlier pages were written: the earlier guide stays whole, nothing is left behind (issue #31)', async () => {
    await w.cli(['guide', '--out', 'site']);
    const before = await Promise.all(['de.md', 'de.html', 'fr.md', 'index.md'].map((name) => w.read(`site/${name}`)));
    // fr comes after de: its page is refused once de's pages are already written (staged).
    await w.write('styles/fr.yaml', styleFile({ name: 'Acme FR', language: 'fr', instructions: [{ label: 'Leak', prompt: `Never say ${KEY}.` }] }));
    await w.write('styles/de.yaml', styleFile({ name: 'Acme DE v2' }));
    const refused = await w.cli(['guide', '--out', 'site']);
    expectRun(refused, 1, { stderr: ['site/fr.md (--out) was not written: it would hold the API key'] });
    expect(await w.files('site')).toEqual(['.stylesync-guide.json', 'de.html', 'de.md', 'fr.html', 'fr.md', 'index.html', 'index.md', 'matrix.html', 'matrix.md']);
    expect(await Promise.all(['de.md', 'de.html', 'fr.md', 'index.md'].map((name) => w.read(`site/${name}`)))).toEqual(before);

    // A new directory (and the parents the run made) is not left behind.
    expect((await w.cli(['guide', '--out', 'new/site'])).code).toBe(1);
    expect(await w.files('.')).not.toContain('new');
  });

  it('the staging directory of a run that was killed while writing is the guide\'s own: the next run removes it and writes', async () => {
    await w.cli(['guide', '--out', 'site']);
    await mkdir(join(w.dir, 'site/.stylesync-guide-staging-a1B2c3'));
    await w.write('site/.stylesync-guide-staging-a1B2c3/de.md', 'half\n');
    const r = await w.cli(['guide', '--out', 'site']);
    expect(r.code).toBe(0);
    expect(await w.files('site')).toEqual(['.stylesync-guide.json', 'de.html', 'de.md', 'fr.html', 'fr.md', 'index.html', 'index.md', 'matrix.html', 'matrix.md']);
    // Another name is someone else's, and refused as before.
    await mkdir(join(w.dir, 'site/.stylesync-guide-staging-mine'));
    expect((await w.cli(['guide', '--out', 'site'])).code).toBe(1);
  });

  it('export --out never writes through a link or into a pipe', async () => {
    await mkdir(join(w.dir, 'tbx'));
    await symlink(join(w.dir, 'outside.txt'), join(w.dir, 'tbx/acme-terms.tbx'));
    const linked = await w.cli(['export', '--format', 'tbx', '--out', 'tbx']);
    expectRun(linked, 1, { stderr: ['tbx/acme-terms.tbx is a symbolic link, so it was left as it is.'] });
    expect(await w.files('.')).not.toContain('outside.txt');
    await rm(join(w.dir, 'tbx/acme-terms.tbx'));
    execFileSync('mkfifo', [join(w.dir, 'tbx/acme-terms.tbx')]);
    expect((await w.cli(['export', '--format', 'tbx', '--out', 'tbx'])).stderr).toContain('is not a regular file');
  });

  it('a directory on the way to --out that the repository commits as a link is refused: guide and export write nothing out of it', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'stylesync-outside-'));
    try {
      await symlink(outside, join(w.dir, 'public'));
      const guide = await w.cli(['guide', '--out', 'public/guide']);
      expectRun(guide, 1, {
        stderr: [
          'public is a symbolic link on the way to public/guide, so nothing was written there.',
          'hint: Give --out a new or empty directory',
        ],
      });
      const tbx = await w.cli(['export', '--format', 'tbx', '--out', 'public/tbx']);
      expectRun(tbx, 1, { stderr: ['public is a symbolic link on the way to public/tbx, so nothing was written through it.'] });
      expect(await readdir(outside)).toEqual([]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('files with errors write nothing and say why', async () => {
    await w.write('styles/bad.yaml', 'name: Bad\nlanguage: de\nconfigured_rules:\n  numbers:\n    decimal_seperator: x\n');
    const r = await w.cli(['guide', '--out', 'site']);
    expectRun(r, 1, { stdout: ['styles/bad.yaml:5:5'], stderr: ['no guide was written'] });
    expect(await w.files('site')).toEqual([]);
  });

  it('shows the `guide:` text of stylesync.yaml on every page and a style file’s under its list, as text', async () => {
    await w.write('stylesync.yaml', 'styles_dir: styles\nguide:\n  audience: Customers of Acme <b>Cloud</b>\n  voice: Friendly, never *pushy*\nguide_url: https://acme.github.io/style\n');
    await w.write('styles/de.yaml', `${styleFile({ name: 'Acme DE' })}guide:\n  voice: |-\n    Duzen.\n    @everyone [click](https://e.vil)\n`);
    const r = await w.cli(['guide', '--out', 'site']);
    expect(r.code).toBe(0);
    const de = await w.read('site/de.md');
    expect(de).toContain('## Audience and voice\n\n**Audience:** Customers of Acme &lt;b&gt;Cloud&lt;/b&gt;\n\n**Voice:** Friendly, never \\*pushy\\*');
    expect(de).toContain('### Audience and voice\n\n**Voice:** Duzen.<br>@&#8203;everyone \\[click\\](https:&#8203;//e.vil)');
    expect(await w.read('site/index.md')).toContain('**Audience:** Customers of Acme');
    expect(await w.read('site/de.html')).not.toContain('<b>Cloud');
  });

  it('the `guide:` block is checked like every other field', async () => {
    await w.write('stylesync.yaml', 'styles_dir: styles\nguide:\n  tone: x\nguide_url: http://insecure.example\n');
    const r = await w.cli(['validate']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/stylesync\.yaml:3:3: error: .*tone/);
    expect(r.stdout).toContain('guide_url');
  });

  it('--out naming a file is an error with advice, not a crash', async () => {
    await w.write('site', 'a file\n');
    const r = await w.cli(['guide', '--out', 'site']);
    expectRun(r, 1, {
      stderr: [
        'site is not a directory of its own (it is a file or another kind of entry), so nothing was written there.',
        'hint: Give --out a new or empty directory',
      ],
    });
    expect(r.stderr).not.toContain('bug in stylesync');
    const x = await w.cli(['export', '--format', 'tbx', '--out', 'site']);
    expect(x.stderr).toContain('hint: Give --out a directory');
  });

  it('--since REF opens each page with what changed since the files at that commit', async () => {
    commitAll(w, 'v1');
    git(w, 'tag', 'v1');
    await w.write('glossaries/acme.yaml', 'name: Acme Terms\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      sign in: einloggen\n      log out: abmelden\n');
    await w.write('styles/de.yaml', `${styleFile({ name: 'Acme DE', rules: { numbers: { decimal_separator: 'use_period_as_decimal_separator' } } })}glossaries: [Acme Terms]\n`);
    const r = await w.cli(['guide', '--out', 'site', '--since', 'v1']);
    expect(r.code).toBe(0);
    const de = await w.read('site/de.md');
    expect(de).toContain("## What's new since `v1`");
    expect(de).toMatch(/- \[sign in\]\(#[^)]+\): anmelden → einloggen/);
    expect(de).toMatch(/- \[log out\]\(#[^)]+\): abmelden \(new\)/);
    expect(de).toContain('(Acme DE): comma → period');
    expect(await w.read('site/fr.md')).toContain('Nothing: the conventions, instructions and terms are as they were.');

    const unknown = await w.cli(['guide', '--out', 'site', '--since', 'no-such-tag']);
    expectRun(unknown, 1, { stderr: ['Cannot read the files: --since no-such-tag is not in this checkout.'] });
    const option = await w.cli(['guide', '--out', 'site', '--since=--output=x']);
    expect(option.stderr).toContain('is not a commit name');
  });

  // A crafted tree (`..`, two entries of one name): test/cli/since-crafted.test.ts, for guide and plan.

  it('--since a commit holding a file larger than any stylesync reads (a data dump) never reads that blob', async () => {
    const git = (input: string, ...args: string[]) => execFileSync('git', args, { cwd: w.dir, encoding: 'utf8', input }).trim();
    git('', 'init', '-q');
    git('', 'add', '.');
    git('', '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'v1');
    // A loose object whose header says 41,943,041 bytes but whose stream ends after a line: git tells its size, and
    // reading it fails. So the guide works only if the blob is never read.
    // The second claims 2^60 bytes, more than any file system holds even as a sparse file.
    const unreadable = async (size: number, seed: string) => {
      const oid = createHash('sha1').update(seed).digest('hex');
      const deflate = createDeflate();
      const chunks: Buffer[] = [];
      deflate.on('data', (c: Buffer) => chunks.push(c));
      deflate.write(Buffer.from(`blob ${size}\0sign in\tanmelden\n`));
      await new Promise<void>((done) => deflate.flush(zlibConstants.Z_SYNC_FLUSH, () => done()));
      await mkdir(join(w.dir, '.git/objects', oid.slice(0, 2)), { recursive: true });
      await writeFile(join(w.dir, '.git/objects', oid.slice(0, 2), oid.slice(2)), Buffer.concat(chunks));
      expect(git('', 'cat-file', '-s', oid)).toBe(String(size));
      return oid;
    };
    const dump = await unreadable(MAX_ENTRIES_FILE_BYTES + 1, 'a blob that cannot be read');
    const huge = await unreadable(2 ** 60, 'a blob that claims an exabyte');
    const data = git(`100644 blob ${dump}\tdump.csv\n100644 blob ${huge}\thuge.tsv\n`, 'mktree');
    const tree = git(`${git('', 'ls-tree', 'HEAD')}\n040000 tree ${data}\tdata\n`, 'mktree');
    git('', 'tag', 'dump', git('', '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit-tree', tree, '-p', 'HEAD', '-m', 'a data dump'));

    const r = await w.cli(['guide', '--out', 'site', '--since', 'dump']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(await w.read('site/de.md')).toContain("## What's new since `dump`");
  });

  it('--since a commit whose entries file is in Git LFS reads its content from the clone\'s LFS store, and says so when it is not there', async () => {
    const tsv = 'sign in\tanmelden\n';
    const oid = createHash('sha256').update(tsv).digest('hex');
    const pointer = `version https://git-lfs.github.com/spec/v1\noid sha256:${oid}\nsize ${Buffer.byteLength(tsv)}\n`;
    await w.write('glossaries/acme.yaml', 'name: Acme Terms\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: terms/en-de.tsv\n');
    await w.write('styles/de.yaml', `${styleFile({ name: 'Acme DE' })}glossaries: [Acme Terms]\n`);
    // As git-lfs leaves it: the pointer in the commit, the content in the working tree and in .git/lfs/objects.
    await w.write('glossaries/terms/en-de.tsv', pointer);
    commitAll(w, 'v1');
    git(w, 'tag', 'v1');
    await w.write('glossaries/terms/en-de.tsv', tsv);

    const missing = await w.cli(['guide', '--out', 'site', '--since', 'v1']);
    expectRun(missing, 1, {
      stderr: [
        'The files at v1 have errors (1; the first: glossaries/terms/en-de.tsv:1:1: glossaries/terms/en-de.tsv is a Git LFS pointer, not the entries themselves [lfs-pointer])',
        'For that error: Fetch the content of the LFS files: `git lfs pull`',
      ],
    });

    await mkdir(join(w.dir, '.git/lfs/objects', oid.slice(0, 2), oid.slice(2, 4)), { recursive: true });
    await writeFile(join(w.dir, '.git/lfs/objects', oid.slice(0, 2), oid.slice(2, 4), oid), tsv);
    const r = await w.cli(['guide', '--out', 'site', '--since', 'v1']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(await w.read('site/de.md')).toContain('Nothing: the conventions, instructions and terms are as they were.');
  });

  it('shows the long form of a glossary file: forbidden variants, do-not-translate, definition and note, as text', async () => {
    await w.write(
      'glossaries/acme.yaml',
      [
        'name: Acme Terms',
        'dictionaries:',
        '  - source_language: en',
        '    target_language: de',
        '    entries:',
        '      sign in:',
        '        target: anmelden',
        '        forbidden: [einloggen, einchecken]',
        '        definition: Start an authenticated session.',
        '        note: Also for <b>buttons</b>; never the noun "Login".',
        '      Acme Cloud: {translate: false}',
        '      dashboard: Dashboard',
        '',
      ].join('\n'),
    );
    const r = await w.cli(['guide', '--out', 'site']);
    expect(r.code).toBe(0);
    const de = await w.read('site/de.md');
    expect(de).toMatch(/\| Source \| Target \| Forbidden \| Do not translate \| Definition \| Note \|/);
    expect(de).toMatch(/<\/a>sign in\*{0,2} \| anmelden \| ✗\u00a0~~einloggen~~, ✗\u00a0~~einchecken~~ \| {2}\| Start an authenticated session\. \|/);
    expect(de).toMatch(/<\/a>Acme Cloud\*{0,2} \| Acme Cloud \| {2}\| yes \|/);
    const html = await w.read('site/de.html');
    expect(html).toContain('✗\u00a0<del>einloggen</del>');
    expect(html).not.toContain('<b>buttons</b>');
  });

  it('--since REF names terms whose forbidden variants, definition or note changed, though no pair did', async () => {
    const glossary = (forbidden: string, note: string) =>
      `name: Acme Terms\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      sign in: {target: anmelden, forbidden: [${forbidden}], note: ${note}}\n      log out: abmelden\n`;
    await w.write('glossaries/acme.yaml', glossary('einloggen', 'Buttons too.'));
    commitAll(w, 'v1');
    git(w, 'tag', 'v1');
    await w.write('glossaries/acme.yaml', glossary('einloggen, "<b>login</b>"', 'Buttons and links.'));
    const r = await w.cli(['guide', '--out', 'site', '--since', 'v1']);
    expect(r.code).toBe(0);
    const de = await w.read('site/de.md');
    expect(de).toContain('**Admitted alternatives, forbidden variants, definitions and notes** (1 term)');
    expect(de).toMatch(/- \[sign in\]\(#[^)]+\) \(Acme Terms, en → de\): now forbidden: ✗\u00a0~~&lt;b&gt;login&lt;\/b&gt;~~; note changed/);
    expect(await w.read('site/de.html')).toMatch(/now forbidden: ✗\u00a0<del>&lt;b&gt;login&lt;\/b&gt;<\/del>; note changed/);
    const whatsNew = de.slice(de.indexOf("## What's new"), de.indexOf('**Lists:**'));
    expect(whatsNew).not.toContain('Nothing: the conventions');
    expect(whatsNew).not.toContain('log out');
  });

  it('--out is required, with commander’s message', async () => {
    const r = await w.cli(['guide']);
    expectRun(r, 1, { stderr: ["required option '--out <dir>' not specified"] });
  });
});

describe('stylesync guide: the dated What’s new', () => {
  const commit = (message: string, date: string) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qam', message], { cwd: w.dir, env: { ...process.env, GIT_COMMITTER_DATE: `${date}T12:00:00Z`, GIT_AUTHOR_DATE: `${date}T12:00:00Z` } });

  it('shows each commit that changed a language: date, subject, what changed with removed terms named, the sections linked; never the working tree', async () => {
    git(w, 'init', '-q');
    git(w, 'add', '.');
    commit('First rules', '2026-01-05');
    git(w, 'tag', 'v1');
    await w.write('glossaries/acme.yaml', 'name: Acme Terms\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      log out: abmelden\n');
    await w.write('styles/de.yaml', `${styleFile({ name: 'Acme DE', rules: { numbers: { decimal_separator: 'use_period_as_decimal_separator' } } })}glossaries: [Acme Terms]\n`);
    commit('Period as the decimal separator; sign in goes', '2026-02-10');
    // Not committed: the table says nothing of it.
    await w.write('styles/de.yaml', `${styleFile({ name: 'Acme DE', rules: { dates_and_times: { time_format: 'use_24_hour_clock' } } })}glossaries: [Acme Terms]\n`);

    expect((await w.cli(['guide', '--out', 'site'])).code).toBe(0);
    const de = await w.read('site/de.md');
    const table = de.slice(de.indexOf('## What’s new by date'), de.indexOf('\n## ', de.indexOf('## What’s new by date') + 1));
    expect(table).toContain('From the last 10 commits that touched the style files');
    const rows = table.split('\n').filter((l) => /^\| 2026-/.test(l));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^\| 2026-02-10 \| Period as the decimal separator; sign in goes \(`[0-9a-f]{7}`\)<br>rules 1 changed; terms 1 added, 1 removed<br>Removed: sign in \|/);
    expect(rows[0]).toMatch(/ \| \[Natural expression\]\(#section-natural-expression\), \[Numerals\]\(#section-numerals\) \|$/);
    expect(rows[1]).toMatch(/^\| 2026-01-05 \| First rules/);
    expect(rows.join('\n')).not.toContain('Time format');
    expect(de).toContain('<a id="section-numerals"></a>');
    // French changed only in the first commit.
    expect((await w.read('site/fr.md')).split('\n').filter((l) => /^\| 2026-/.test(l))).toHaveLength(1);

    expect((await w.cli(['guide', '--out', 'site', '--since', 'v1'])).code).toBe(0);
    const since = await w.read('site/de.md');
    expect(since).toContain('From the commits since `v1`');
    expect(since.split('\n').filter((l) => /^\| 2026-/.test(l))).toHaveLength(1);
    expect(await w.read('site/fr.md')).toContain('None of them changed this language.');
  });

  it('a file’s `note:` is its change in words beside the subject, on the commit that set it only (issue #30)', async () => {
    git(w, 'init', '-q');
    git(w, 'add', '.');
    commit('First rules', '2026-01-05');
    await w.write('styles/de.yaml', `${styleFile({ name: 'Acme DE', rules: { numbers: { decimal_separator: 'use_period_as_decimal_separator' } } })}glossaries: [Acme Terms]\nnote: Period, as <b>support</b> asked\n`);
    await w.write('glossaries/acme.yaml', 'note: Login | logout agreed\nname: Acme Terms\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      sign in: anmelden\n      log out: abmelden\n');
    commit('Tidy', '2026-02-10');
    await w.write('styles/de.yaml', `${styleFile({ name: 'Acme DE', rules: { numbers: { decimal_separator: 'use_period_as_decimal_separator' }, dates_and_times: { time_format: 'use_24_hour_clock' } } })}glossaries: [Acme Terms]\nnote: Period, as <b>support</b> asked\n`);
    commit('24-hour clock', '2026-03-15');

    expect((await w.cli(['guide', '--out', 'site'])).code).toBe(0);
    const rows = (await w.read('site/de.md')).split('\n').filter((l) => /^\| 2026-/.test(l));
    expect(rows).toHaveLength(3);
    // The note left as it was says nothing of the later commit.
    expect(rows[0]).toMatch(/^\| 2026-03-15 \| 24-hour clock \(`[0-9a-f]{7}`\)<br>rules 1 set \|/);
    expect(rows[1]).toMatch(/^\| 2026-02-10 \| Tidy \(`[0-9a-f]{7}`\)<br>Acme DE: Period, as &lt;b&gt;support&lt;\/b&gt; asked<br>Acme Terms: Login \\\| logout agreed<br>rules 1 changed; terms 1 added \|/);
    expect((await w.read('site/de.html'))).not.toContain('<b>support');
    // French's files have no note and did not change.
    expect((await w.read('site/fr.md')).split('\n').filter((l) => /^\| 2026-/.test(l))).toHaveLength(1);
  });

  it('in a shallow clone the oldest commit, whose parent is missing, is left out and the page says why', async () => {
    git(w, 'init', '-q');
    git(w, 'add', '.');
    commit('First rules', '2026-01-05');
    await w.write('styles/de.yaml', `${styleFile({ name: 'Acme DE', rules: { numbers: { decimal_separator: 'use_period_as_decimal_separator' } } })}glossaries: [Acme Terms]\n`);
    commit('Period as the decimal separator', '2026-02-10');
    await w.write('styles/de.yaml', `${styleFile({ name: 'Acme DE', rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } } })}glossaries: [Acme Terms]\n`);
    commit('Comma again', '2026-03-10');
    // What `git clone --depth 2` leaves: the second commit listed in .git/shallow, so git shows it without parents.
    await writeFile(join(w.dir, '.git/shallow'), `${git(w, 'rev-parse', 'HEAD~1')}\n`);
    expect(git(w, 'rev-parse', '--is-shallow-repository')).toBe('true');
    const r = await w.cli(['guide', '--out', 'site']);
    expect(r.code, r.stderr).toBe(0);
    const de = await w.read('site/de.md');
    const rows = de.split('\n').filter((l) => /^\| 2026-/.test(l));
    // Only the newest commit: the one below it has no parent here, and would read as every rule and term added.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/^\| 2026-03-10 \| Comma again/);
    expect(de).toContain('This clone’s history is shallow');
  });

  it('outside a git checkout the guide is written without the table', async () => {
    expect((await w.cli(['guide', '--out', 'site'])).code).toBe(0);
    expect(await w.read('site/de.md')).not.toContain('What’s new by date');
  });
});
