import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { entryKind, linkOnTheWay } from './entry-kind.ts';
import path from 'node:path';
import { addDiagnostics } from '../config/add-diagnostics.ts';
import type { InvalidFiles, RepoConfig } from '../config/model.ts';
import { filesRead } from '../config/validation-result.ts';
import { loadProject } from '../config/project.ts';
import { checkGlossaryRefs } from '../config/validate-glossary-refs.ts';
import { StylesyncError } from '../errors.ts';
import { guideHtmlParts } from '../report/guide-html.ts';
import { tableRowsMarkdownParts } from '../report/table-rows.ts';
import { guideIndexJson } from '../report/guide-index-entries.ts';
import { LANGUAGE_PART_CHARACTERS, guideIndexMarkdown, guideLanguageSections } from '../report/guide-markdown.ts';
import { MATRIX_PART_CHARACTERS, guideMatrixBlocks } from '../report/guide-matrix.ts';
import { type Guide, guideModel } from '../report/guide-model.ts';
import { guideChanges } from '../report/guide-changes.ts';
import { escapeRegExp } from '../util/escape-regexp.ts';
import { projectAtRef } from './project-at-ref.ts';
import { guideHistory } from './guide-history.ts';
import type { GuideHistory } from '../report/guide-dated.ts';
import { readSamples } from './sample-file.ts';
import { projectOptions, type SessionOptions } from './session.ts';
import { STAGING_PREFIX, writeStagedPages } from './staged-pages.ts';
import { makeDirOrExplain, writeOrExplain } from './write-file.ts';

export interface GuideOptions extends Pick<SessionOptions, 'cwd' | 'configPath' | 'stylesDir' | 'target' | 'strict'> {
  /** The directory to write, relative to cwd. */
  out: string;
  /** A git ref: each page opens with what changed since the files at that commit. */
  since?: string;
  /** What sets `out`, named in errors: `--out` unless told (the Action's `guide-dir` input). */
  outSetting?: string;
  /** Under this directory no part of the way to `out` may be a link (the Action's workspace); the working directory unless told. */
  within?: string;
  /** The keys this run knows: a page that would hold one in any form (a sample translation echoing it) is not written (src/live/redact.ts). */
  secrets: readonly string[];
}

export type GuideOutcome =
  | { status: 'invalid'; config: RepoConfig; result: InvalidFiles }
  | { status: 'written'; guide: Guide; dir: string; written: string[]; removed: string[]; notes: string[] };

/**
 * Marks a directory as the guide's: its pages, listed so a later run removes
 * the page of a language no list writes any more, and so the guide never
 * writes into (or deletes from) a directory it did not make.
 */
export const GUIDE_MARKER = '.stylesync-guide.json';

/**
 * `stylesync guide --out DIR`: the style files and the glossaries their lists
 * name, as one page per target language in Markdown and self-contained HTML,
 * with an index of each. Offline: the files say what the guide says. Files
 * with errors write nothing.
 */
export async function writeGuide(options: GuideOptions): Promise<GuideOutcome> {
  const loaded = await loadGuide(options);
  if (loaded.status === 'invalid') return loaded;
  const { guide, notes } = loaded;
  const then = options.since === undefined ? undefined : await guideAt(options, options.since);
  // The dated What's new: committed history only, the working tree plays no part (guide-history.ts).
  const history = await guideHistory(options, options.since);
  const dir = path.resolve(options.cwd, options.out);
  const setting = options.outSetting ?? '--out';
  // A directory the repository commits as a link (`public` → elsewhere) would take the pages out of it.
  const within = path.resolve(options.within ?? options.cwd);
  const linked = await linkOnTheWay(within, dir);
  if (linked !== undefined && linked !== dir) throw taken(options.out, setting, `${path.relative(within, linked)} is a symbolic link on the way to ${options.out}`);
  const before = await previousPages(dir, options.out, setting);
  const made = await makeDirOrExplain(dir, setting);
  let written: string[];
  try {
    // One page rendered, checked and written at a time (issue #31); moved into place only when all are written.
    written = await writeStagedPages(dir, guidePageParts(guide, then === undefined ? undefined : { since: options.since as string, guide: then }, history), { shown: options.out, setting, secrets: options.secrets });
  } catch (error) {
    // A refused page leaves the earlier guide whole, and a new directory is not left behind empty.
    if (made !== undefined) await removeEmptyDirs(dir, made);
    throw error;
  }
  const removed = before.filter((name) => !written.includes(name));
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  await writeOrExplain(path.join(dir, GUIDE_MARKER), `${JSON.stringify({ written_by: 'stylesync guide', files: written }, null, 2)}\n`, setting, options.secrets);
  return { status: 'written', guide, dir, written, removed, notes };
}

/**
 * The files loaded and checked, and the guide's model of them. Only the model
 * leaves: the loaded lists (every instruction with its origins, 42 MB at
 * 1,000 lists of 100 instructions) are garbage once it is made, and the model
 * keeps its texts in storage of their own (guide-model.ts), not views into
 * the files' texts (issue #31).
 */
async function loadGuide(options: GuideOptions): Promise<Extract<GuideOutcome, { status: 'invalid' }> | { status: 'model'; guide: Guide; notes: string[] }> {
  const { config, result: loaded } = await loadProject(projectOptions(options));
  const { lists, glossaries } = filesRead(loaded);
  const result = addDiagnostics(loaded, checkGlossaryRefs(lists, glossaries).filter((d) => d.severity === 'error'));
  if (!result.ok) return { status: 'invalid', config, result };
  // The samples the last translate check recorded in this clone (app/sample-file.ts); read, never fetched.
  const samples = await readSamples(config.root);
  const notes = samples.problem === undefined ? [] : [`${samples.problem}; the guide shows no sample translations. Run \`stylesync plan --check-translations\` to record them again.`];
  return { status: 'model', guide: guideModel(result.lists, result.glossaries, config.guide, samples.samples), notes };
}

/** A page of the guide: its file name and its text in parts, each rendered when it is taken. */
export type GuidePage = readonly [name: string, parts: Iterable<string>];

/**
 * Every page by file name: `<language>.md` and `.html` for each language,
 * then matrix.md and matrix.html, then index.md and index.html. Lazy to the part: a writer that writes each
 * part before taking the next holds one part's Markdown and HTML at a time (a list, some 32K characters of the outline, a run of a table),
 * and the index, made from counts, last (issue #31).
 */
export function* guidePageParts(guide: Guide, since?: { since: string; guide: Guide }, history?: GuideHistory): Generator<GuidePage> {
  for (const language of guide.languages) {
    const whatsNew = since === undefined ? undefined : { since: since.since, changes: guideChanges(since.guide, language) };
    const sections = () => guideLanguageSections(language, guide.about, whatsNew, history);
    yield [`${language.page}.md`, flatMapped(sections(), (block) => tableRowsMarkdownParts(block, LANGUAGE_PART_CHARACTERS))];
    yield [`${language.page}.html`, guideHtmlParts(`${language.title} (${language.language}): style guide`, sections(), { index: 'index.html' })];
  }
  yield ['matrix.md', flatMapped(guideMatrixBlocks(guide, { extension: '.md', index: 'index.md' }), (block) => tableRowsMarkdownParts(block, MATRIX_PART_CHARACTERS))];
  yield ['matrix.html', guideHtmlParts('Style guide: all languages side by side', guideMatrixBlocks(guide, { extension: '.html', index: 'index.html' }), { index: 'index.html' })];
  yield ['index.md', [guideIndexMarkdown(guide, { extension: '.md' })]];
  // The search data in parts (7 MB of JSON at 1,000 lists of 100 instructions), made as they are written.
  yield ['index.html', guideHtmlParts('Style guide', [guideIndexMarkdown(guide, { extension: '.html' })], { entries: guideIndexJson(guide, '.html') })];
}

/** Every page by file name, each whole (tests, previews): see guidePageParts. */
export function guidePages(guide: Guide, since?: { since: string; guide: Guide }, history?: GuideHistory): Map<string, string> {
  return new Map([...guidePageParts(guide, since, history)].map(([name, parts]) => [name, [...parts].join('')]));
}

/** The parts `f` gives of each item, as it is taken (Iterator.prototype.flatMap is Node 22's, the project runs on 20). */
function* flatMapped<T, U>(items: Iterable<T>, f: (item: T) => Iterable<U>): Generator<U> {
  for (const item of items) yield* f(item);
}

/** Removes `dir` and its parents up to `made` (the first one this run made), each only when empty. */
async function removeEmptyDirs(dir: string, made: string): Promise<void> {
  for (let at = dir; ; at = path.dirname(at)) {
    try {
      await rmdir(at);
    } catch {
      return;
    }
    if (at === made || path.dirname(at) === at) return;
  }
}

/** The guide of the files at a git ref, for "What's new" (project-at-ref.ts). */
async function guideAt(options: GuideOptions, ref: string): Promise<Guide> {
  const { config, result } = await projectAtRef(options, ref, 'nothing was written');
  return guideModel(result.lists, result.glossaries, config.guide);
}

/**
 * The pages an earlier guide wrote into `dir`, from its marker; none when the
 * directory is new or empty. The guide overwrites and removes files, so it
 * works only in a directory it made: a real directory (not a link), holding
 * its marker (a regular file that says `stylesync guide` wrote it) and
 * nothing but regular files the marker lists. Anything else (a file of
 * someone else's, a link, a pipe) is refused before anything is read
 * through it or written.
 */
async function previousPages(dir: string, shown: string, setting: string): Promise<string[]> {
  const kind = await entryKind(dir);
  if (kind === 'missing') return [];
  if (kind !== 'dir') throw taken(shown, setting, `${shown} is not a directory of its own (it is ${kind === 'link' ? 'a symbolic link' : 'a file or another kind of entry'})`);
  const entries = [];
  for (const entry of await readdir(dir)) {
    // A staging directory (staged-pages.ts) is the guide's own, left by a run that was killed while writing: removed, not counted.
    if (STAGING_NAME.test(entry) && (await entryKind(path.join(dir, entry))) === 'dir') await rm(path.join(dir, entry), { recursive: true, force: true });
    else entries.push(entry);
  }
  if (entries.length === 0) return [];
  if ((await entryKind(path.join(dir, GUIDE_MARKER))) !== 'file') throw taken(shown, setting, `${shown} already holds files that stylesync guide did not write`);
  let marker: unknown;
  try {
    marker = JSON.parse(await readFile(path.join(dir, GUIDE_MARKER), 'utf8'));
  } catch {
    throw taken(shown, setting, `${shown}/${GUIDE_MARKER} is not the marker stylesync guide writes`);
  }
  const { written_by: by, files } = (marker ?? {}) as { written_by?: unknown; files?: unknown };
  // Only plain page names are taken from the marker: an edited marker cannot make the guide delete elsewhere.
  const pages = Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && /^[\p{L}\p{N}-]+\.(md|html)$/u.test(f)) : [];
  const listed = new Set(pages);
  const foreign = entries.filter((e) => e !== GUIDE_MARKER && !listed.has(e));
  if (by !== 'stylesync guide' || foreign.length > 0) throw taken(shown, setting, `${shown} already holds files that stylesync guide did not write${foreign.length > 0 ? ` (${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ', …' : ''})` : ''}`);
  for (const page of pages) {
    const pageKind = await entryKind(path.join(dir, page));
    if (pageKind !== 'file' && pageKind !== 'missing') throw taken(shown, setting, `${shown}/${page} is not a regular file (a link or a pipe)`);
  }
  return pages;
}

/** mkdtemp adds six characters to the prefix. */
const STAGING_NAME = new RegExp(`^${escapeRegExp(STAGING_PREFIX)}[A-Za-z0-9]{6}$`);

function taken(shown: string, setting: string, what: string): StylesyncError {
  return new StylesyncError(`${what}, so nothing was written there.`, `Give ${setting} a new or empty directory (for example ${setting} ${path.join(shown, 'guide')}), or the directory an earlier \`stylesync guide\` wrote.`, {
    code: 'guide-dir-taken',
  });
}
