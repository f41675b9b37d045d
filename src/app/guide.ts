import { readdir, readFile, rm } from 'node:fs/promises';
import { entryKind, linkOnTheWay } from './entry-kind.ts';
import path from 'node:path';
import type { RepoConfig, ValidationResult } from '../config/model.ts';
import { loadProject } from '../config/project.ts';
import { checkGlossaryRefs } from '../config/validate-glossary-refs.ts';
import { StylesyncError } from '../errors.ts';
import { keyInFile } from '../live/redact.ts';
import { guideHtml } from '../report/guide-html.ts';
import { guideIndexEntries } from '../report/guide-index-entries.ts';
import { guideIndexMarkdown, guideLanguageMarkdown } from '../report/guide-markdown.ts';
import { guideMatrixMarkdown } from '../report/guide-matrix.ts';
import { type Guide, guideModel } from '../report/guide-model.ts';
import { guideChanges } from '../report/guide-changes.ts';
import { projectAtRef } from './project-at-ref.ts';
import { guideHistory } from './guide-history.ts';
import type { GuideHistory } from '../report/guide-dated.ts';
import { readSamples } from './sample-file.ts';
import { projectOptions, type SessionOptions } from './session.ts';
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
  | { status: 'invalid'; config: RepoConfig; result: ValidationResult }
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
  const { config, result } = await loadProject(projectOptions(options));
  const refs = checkGlossaryRefs(result.lists, result.glossaries ?? []);
  for (const d of refs) if (d.severity === 'error') result.errors.push(d);
  if (result.errors.length > 0) return { status: 'invalid', config, result };
  // The samples the last translate check recorded in this clone (app/sample-file.ts); read, never fetched.
  const samples = await readSamples(config.root);
  const notes = samples.problem === undefined ? [] : [`${samples.problem}; the guide shows no sample translations. Run \`stylesync plan --check-translations\` to record them again.`];
  const guide = guideModel(result.lists, result.glossaries ?? [], config.guide, samples.samples);
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
  const pages = guidePages(guide, then === undefined ? undefined : { since: options.since as string, guide: then }, history);
  // Every page checked before the first is written: a refused page leaves the earlier guide whole.
  for (const [name, text] of pages) {
    const refusal = keyInFile(text, options.secrets, path.join(options.out, name), setting);
    if (refusal !== undefined) throw refusal;
  }
  await makeDirOrExplain(dir, setting);
  for (const [name, text] of pages) await writeOrExplain(path.join(dir, name), text, setting, options.secrets);
  const written = [...pages.keys()];
  const removed = before.filter((name) => !pages.has(name));
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  await writeOrExplain(path.join(dir, GUIDE_MARKER), `${JSON.stringify({ written_by: 'stylesync guide', files: written }, null, 2)}\n`, setting, options.secrets);
  return { status: 'written', guide, dir, written, removed, notes };
}

/** Every page by file name: index.md and index.html, matrix.md and matrix.html, then `<language>.md` and `.html`. */
export function guidePages(guide: Guide, since?: { since: string; guide: Guide }, history?: GuideHistory): Map<string, string> {
  const pages = new Map<string, string>();
  pages.set('index.md', guideIndexMarkdown(guide, { extension: '.md' }));
  pages.set('index.html', guideHtml('Style guide', guideIndexMarkdown(guide, { extension: '.html' }), { entries: guideIndexEntries(guide, '.html') }));
  pages.set('matrix.md', guideMatrixMarkdown(guide, { extension: '.md', index: 'index.md' }));
  pages.set('matrix.html', guideHtml('Style guide: all languages side by side', guideMatrixMarkdown(guide, { extension: '.html', index: 'index.html' }), { index: 'index.html' }));
  for (const language of guide.languages) {
    const whatsNew = since === undefined ? undefined : { since: since.since, changes: guideChanges(since.guide, language) };
    const markdown = guideLanguageMarkdown(language, guide.about, whatsNew, history);
    pages.set(`${language.page}.md`, markdown);
    pages.set(`${language.page}.html`, guideHtml(`${language.title} (${language.language}): style guide`, markdown, { index: 'index.html' }));
  }
  return pages;
}

/** The guide of the files at a git ref, for "What's new" (project-at-ref.ts). */
async function guideAt(options: GuideOptions, ref: string): Promise<Guide> {
  const { config, result } = await projectAtRef(options, ref, 'nothing was written');
  return guideModel(result.lists, result.glossaries ?? [], config.guide);
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
  const entries = await readdir(dir);
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

function taken(shown: string, setting: string, what: string): StylesyncError {
  return new StylesyncError(`${what}, so nothing was written there.`, `Give ${setting} a new or empty directory (for example ${setting} ${path.join(shown, 'guide')}), or the directory an earlier \`stylesync guide\` wrote.`, {
    code: 'guide-dir-taken',
  });
}
