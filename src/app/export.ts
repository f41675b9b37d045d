import { open } from 'node:fs/promises';
import { entryKind, linkOnTheWay } from './entry-kind.ts';
import path from 'node:path';
import type { DesiredGlossary } from '../catalog/glossary.ts';
import type { InvalidFiles, RepoConfig } from '../config/model.ts';
import { loadProject } from '../config/project.ts';
import { typoSuggestions } from '../config/suggest.ts';
import { StylesyncError } from '../errors.ts';
import { uniqueSlugs } from '../import/slug.ts';
import { glossaryTbx, TBX_GENERATOR } from '../report/tbx.ts';
import { glossaryTbxV3 } from '../report/tbx-v3.ts';
import { orList } from '../util/or-list.ts';
import { projectOptions, type SessionOptions } from './session.ts';
import { makeDirOrExplain, writeOrExplain } from './write-file.ts';

export interface ExportOptions extends Pick<SessionOptions, 'cwd' | 'configPath' | 'stylesDir' | 'target' | 'strict'> {
  /** The keys this run knows: a file that would hold one in any form is not written (src/live/redact.ts). */
  secrets: readonly string[];
  /** Glossary names to export; all present glossaries when empty. */
  glossaries: string[];
  /** Directory for one `<name>.tbx` per glossary, relative to cwd; absent: the one TBX document is returned. */
  out?: string;
  /** The TBX edition: 2 (ISO 30042:2008 `martif`, the default: what translate-toolkit reads) or 3 (ISO 30042:2019, TBX-Basic DCA). */
  tbxVersion?: 2 | 3;
}

export type ExportOutcome =
  | { status: 'invalid'; config: RepoConfig; result: InvalidFiles }
  | { status: 'document'; glossary: string; tbx: string }
  | { status: 'written'; dir: string; files: Array<{ glossary: string; file: string; terms: number }> };

/**
 * `stylesync export --format tbx`: glossary files as TBX-Basic for CAT tools
 * and vendors (src/report/tbx.ts; `--tbx-version 3`: src/report/tbx-v3.ts). Offline. One glossary goes to stdout;
 * several need a directory. A file of that name that stylesync did not
 * export is never overwritten.
 */
export async function exportGlossaries(options: ExportOptions): Promise<ExportOutcome> {
  const { config, result } = await loadProject(projectOptions(options));
  if (!result.ok) return { status: 'invalid', config, result };
  const chosen = choose(result.glossaries, options.glossaries);
  const write = options.tbxVersion === 3 ? glossaryTbxV3 : glossaryTbx;
  if (options.out === undefined) {
    if (chosen.length !== 1) {
      throw new StylesyncError(
        `There are ${chosen.length} glossaries to export, and without --out only one can go to stdout.`,
        'Give --out DIR for one .tbx file per glossary, or --glossary NAME for one glossary on stdout.',
        { code: 'invalid-flag' },
      );
    }
    const [glossary] = chosen as [DesiredGlossary];
    return { status: 'document', glossary: glossary.name, tbx: write(glossary) };
  }
  const dir = path.resolve(options.cwd, options.out);
  const linked = await linkOnTheWay(path.resolve(options.cwd), dir);
  if (linked !== undefined) {
    const what = linked === dir ? `${options.out} is a symbolic link` : `${path.relative(path.resolve(options.cwd), linked)} is a symbolic link on the way to ${options.out}`;
    throw new StylesyncError(`${what}, so nothing was written through it.`, 'Give --out a real directory, not one reached through a link.', { code: 'write-failed' });
  }
  await makeDirOrExplain(dir, '--out');
  const stems = uniqueSlugs(chosen.map((g) => g.name));
  const files: Array<{ glossary: string; file: string; terms: number }> = [];
  for (const [i, glossary] of chosen.entries()) {
    const file = path.join(dir, `${stems[i]}.tbx`);
    await refuseForeign(file, path.join(options.out, `${stems[i]}.tbx`));
    await writeOrExplain(file, write(glossary), '--out', options.secrets);
    files.push({ glossary: glossary.name, file, terms: glossary.dictionaries.reduce((n, d) => n + d.entries.size, 0) });
  }
  return { status: 'written', dir, files };
}

function choose(glossaries: readonly DesiredGlossary[], names: readonly string[]): DesiredGlossary[] {
  const present = glossaries.filter((g) => g.state === 'present');
  if (names.length === 0) {
    if (present.length === 0) throw new StylesyncError('No glossary file declares a glossary, so there is nothing to export.', 'Add a glossary file (see `stylesync init`), or run `stylesync import` to write files for the glossaries on the service.', { code: 'invalid-flag' });
    return present;
  }
  return names.map((name) => {
    const found = present.find((g) => g.name === name);
    if (found) return found;
    const guesses = typoSuggestions(name, present.map((g) => g.name));
    throw new StylesyncError(
      `No glossary file declares a glossary named "${name}".`,
      guesses.length > 0 ? `Did you mean ${orList(guesses.map((g) => `"${g}"`))}?` : `The glossaries are: ${present.map((g) => `"${g.name}"`).join(', ') || 'none'}.`,
      { code: 'invalid-flag' },
    );
  });
}

/** An existing file is overwritten only when it is a regular file an earlier export wrote: never a link, a pipe or someone's file. */
async function refuseForeign(file: string, shown: string): Promise<void> {
  const kind = await entryKind(file);
  if (kind === 'missing') return;
  if (kind === 'file') {
    const handle = await open(file, 'r');
    try {
      // The first 2,000 bytes hold the header that names the generator; a large file is not read whole.
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(2000), 0, 2000, 0);
      if (buffer.subarray(0, bytesRead).toString('utf8').includes(`Exported by ${TBX_GENERATOR} from `)) return;
    } finally {
      await handle.close();
    }
  }
  const what = kind === 'file' ? 'exists and was not written by stylesync export' : `is ${kind === 'link' ? 'a symbolic link' : 'not a regular file'}`;
  throw new StylesyncError(`${shown} ${what}, so it was left as it is.`, 'Give --out another directory, or move the file away first.', { code: 'write-failed' });
}
