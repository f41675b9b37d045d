import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { AdviceThread, ADVICE_THREAD_MAX_WAITING, type AdviceThreadOptions } from './advice-thread.ts';
import { diagnostic, START } from './diagnostic.ts';
import { projectGlossaries } from './glossary-load.ts';
import type { TextPool } from '../util/text-pool.ts';
import { listYamlFiles, parseYamlBytesLazily, pathKind, readStyleBytes, readYamlFile } from './read-yaml.ts';
import type { Diagnostic, RepoConfig, ValidationResult } from './model.ts';
import { fragmentMatcher, isYamlFileName, repoRelative } from './paths.ts';
import { checkRepoConfig, CONFIG_FILE_NAME, DEFAULT_GLOSSARIES_DIR, defaultRepoConfig } from './repo-config.ts';
import { orList } from './suggest.ts';
import { ProjectValidator } from './validate.ts';

export interface LoadProjectOptions {
  /** Where relative paths on the command line start; also the root when there is no stylesync.yaml. */
  cwd: string;
  /** stylesync.yaml elsewhere (relative to cwd); its directory becomes the root. */
  configPath?: string;
  /** Styles directory overriding the config (relative to cwd). */
  stylesDir?: string;
  /** Files or directories to validate instead of the styles directory (relative to cwd). */
  paths?: string[];
  /** Rules and groups missing from the catalog are errors. */
  strict?: boolean;
  /** A target of stylesync.yaml whose styles_dir to use. */
  target?: string;
  /**
   * Told the final config and how many style files were found, before any is
   * read: a session starts the live read there (app/session.ts), so it runs
   * while the files are parsed.
   */
  onScanned?(config: RepoConfig, styleFiles: number): void;
  /** Shared with the live read the session starts, so a text the files and the service both hold is kept once (util/text-pool.ts). */
  texts?: TextPool;
  /**
   * The instruction advice on a second thread (config/advice-thread.ts) past its threshold, for a caller that asks:
   * validate, whose goal is wall time (issue #31). Without it, every prompt is read on the main thread: plan keeps the
   * memory of a second heap (about 12 MB at 1,000 lists; docs/performance.md, "Validate", seventh round).
   */
  advice?: AdviceThreadOptions;
}

/** Problems with paths as given (missing directories, wrong files) belong to no file a message could point into. */
const NO_FILE = '';

/**
 * The repository as stylesync sees it: stylesync.yaml with defaults, and the
 * style files read, `extends` applied and validated. Never throws for bad
 * input; every problem is a Diagnostic in the result.
 */
export async function loadProject(options: LoadProjectOptions): Promise<{ config: RepoConfig; result: ValidationResult }> {
  const cwd = path.resolve(options.cwd);
  const early: Diagnostic[] = [];
  const config = await loadConfig(cwd, options.configPath, early);
  const { root } = config;
  const configName = config.config_file ? (repoRelative(root, config.config_file) ?? CONFIG_FILE_NAME) : '';

  if (options.target !== undefined) {
    const target = Object.hasOwn(config.targets, options.target) ? config.targets[options.target] : undefined;
    if (!target) {
      const declared = Object.keys(config.targets);
      early.push(
        diagnostic(
          'error',
          'unknown-target',
          { file: configName, pos: START },
          `unknown target \`${options.target}\``,
          declared.length > 0 ? `Use one of the targets declared in ${configName}: ${orList(declared)}.` : 'Declare it under `targets:` in stylesync.yaml, or leave out --target.',
        ),
      );
    } else {
      if (target.styles_dir !== undefined) config.styles_dir = target.styles_dir;
      if (target.glossaries_dir !== undefined) config.glossaries_dir = target.glossaries_dir;
    }
  }
  const glossariesDir = (config.glossaries_dir ??= path.resolve(root, DEFAULT_GLOSSARIES_DIR));
  if (options.stylesDir !== undefined) config.styles_dir = path.resolve(cwd, options.stylesDir);

  const isFragment = fragmentMatcher(config.fragments.map((d) => repoRelative(root, d) ?? d));
  // Started only once a project has many prompts; ended however the load ends.
  const advisor = options.advice === undefined ? undefined : new AdviceThread(options.advice);
  try {
    const validator = new ProjectValidator({ strict: options.strict ?? false, isFragment, extraRules: config.extra_rules, advisor, texts: options.texts });
    for (const d of early) validator.report(d);
    return { config, result: await validateFiles(cwd, { config, glossariesDir }, options, validator) };
  } finally {
    advisor?.close();
  }
}

/** The style and glossary files read and validated, every file's advice in: the project's ValidationResult. */
async function validateFiles(
  cwd: string,
  { config, glossariesDir }: { config: RepoConfig; glossariesDir: string },
  options: LoadProjectOptions,
  validator: ProjectValidator,
): Promise<ValidationResult> {
  const { root } = config;
  const configName = config.config_file ? (repoRelative(root, config.config_file) ?? CONFIG_FILE_NAME) : '';

  const files = await collectFiles(cwd, config, options, (d) => validator.report(d));
  const inside = insideRepository(root);
  const glossaries = await projectGlossaries({
    root,
    stylesDir: config.styles_dir,
    glossariesDir,
    collected: files,
    explicit: options.paths !== undefined && options.paths.length > 0,
    configFile: configName,
    inside,
  });
  for (const d of glossaries.diagnostics) validator.report(d);
  const inputs = files
    .filter((abs) => abs !== config.config_file && !glossaries.isGlossaryFile(abs))
    .flatMap((abs) => {
      const rel = repoRelative(root, abs);
      if (rel !== undefined) return [{ abs, rel }];
      validator.report(
        diagnostic(
          'error',
          'outside-repository',
          { file: NO_FILE, pos: START },
          `${abs} is outside the repository (${root})`,
          'Run stylesync from the repository root, or pass --config with the stylesync.yaml of the repository that holds these files.',
        ),
      );
      return [];
    });
  options.onScanned?.(config, inputs.length);
  await readAll(inputs, inside, validator, options.texts);

  // Fragments named by `extends` that the scan did not include, and theirs in turn.
  for (let wanted = validator.wanted(); wanted.length > 0; wanted = validator.wanted()) {
    const present: { abs: string; rel: string }[] = [];
    for (const rel of wanted) {
      const abs = path.resolve(root, rel);
      if ((await pathKind(abs)) === 'missing') validator.markMissing(rel);
      else present.push({ abs, rel });
    }
    await readAll(present, inside, validator, options.texts);
  }
  await validator.settled();
  return validator.finish(glossaries);
}

async function loadConfig(cwd: string, configPath: string | undefined, out: Diagnostic[]): Promise<RepoConfig> {
  const abs = path.resolve(cwd, configPath ?? CONFIG_FILE_NAME);
  const root = path.dirname(abs);
  const kind = await pathKind(abs);
  if (kind === 'missing') {
    if (configPath !== undefined) {
      out.push(
        diagnostic('error', 'config-not-found', { file: NO_FILE, pos: START }, `config file ${configPath} not found`, 'Check the --config path, or leave it out to use stylesync.yaml in the current directory.'),
      );
    }
    return defaultRepoConfig(configPath !== undefined ? root : cwd);
  }
  const file = path.basename(abs);
  // A pull request can replace stylesync.yaml with a link to /proc/self/environ;
  // a parse error would then quote the runner's secrets. Refuse it unread.
  const refused = insideRepository(root)(abs, file);
  if (refused) {
    out.push({ ...refused, hint: 'stylesync.yaml must live inside the repository: replace the link with the file itself.' });
    return defaultRepoConfig(root);
  }
  const loaded = await readYamlFile(abs, file);
  if (!loaded.ok) {
    out.push(...loaded.diagnostics);
    return { ...defaultRepoConfig(root), config_file: abs };
  }
  out.push(...loaded.warnings);
  const { config, diagnostics } = checkRepoConfig(loaded, root);
  out.push(...diagnostics);
  config.config_file = abs;
  return config;
}

async function collectFiles(cwd: string, config: RepoConfig, options: Pick<LoadProjectOptions, 'paths' | 'stylesDir'>, report: (d: Diagnostic) => void): Promise<string[]> {
  const out = new Set<string>();
  const paths = options.paths;
  const explicit = paths !== undefined && paths.length > 0;
  // A --dir that leads nowhere is a typo: the glossary-only exception below must not turn it into a pass over nothing.
  const dirGiven = !explicit && options.stylesDir !== undefined;
  const inputs = explicit ? paths.map((p) => path.resolve(cwd, p)) : [config.styles_dir, ...config.fragments];
  for (const [index, abs] of inputs.entries()) {
    const shown = path.relative(cwd, abs) || '.';
    const kind = await pathKind(abs);
    if (kind === 'dir') {
      const found = await listYamlFiles(abs);
      for (const f of found) out.add(f);
      if (found.length === 0 && (explicit || index === 0)) {
        report(
          diagnostic('warning', 'no-style-files', { file: NO_FILE, pos: START }, `no .yaml or .yml files in ${shown}`, 'Add style files there, or point --dir (or styles_dir in stylesync.yaml) at the directory that has them.'),
        );
      }
    } else if (kind === 'file') {
      if (!isYamlFileName(abs)) {
        report(diagnostic('error', 'not-a-style-file', { file: NO_FILE, pos: START }, `${shown} is not a .yaml or .yml file`, 'Pass style files (.yaml, .yml) or the directories holding them.'));
      } else {
        out.add(abs);
      }
    } else if (explicit || (index === 0 && (dirGiven || !(await holdsGlossaries(config))))) {
      // A repository of glossary files alone (import --only glossaries into an empty one) has no styles directory to miss.
      report(
        diagnostic(
          'error',
          explicit ? 'path-not-found' : 'styles-dir-missing',
          { file: NO_FILE, pos: START },
          explicit ? `${shown} does not exist` : `styles directory ${shown}${dirGiven ? ' (--dir)' : ''} does not exist`,
          explicit ? 'Check the path; it is relative to the current directory.' : dirGiven ? 'Check --dir: it is relative to the current directory, and names the directory that holds the style files.' : missingStylesHint(config),
        ),
      );
    }
  }
  return [...out].sort();
}

/** The glossaries directory exists and holds a YAML file: the repository manages glossaries, maybe nothing else. */
async function holdsGlossaries(config: RepoConfig): Promise<boolean> {
  if (config.glossaries_dir === undefined || (await pathKind(config.glossaries_dir)) !== 'dir') return false;
  return (await listYamlFiles(config.glossaries_dir)).length > 0;
}

/** What to do about a styles directory that does not exist: a repository without stylesync.yaml is set up with init. */
function missingStylesHint(config: RepoConfig): string {
  if (config.config_file === undefined) {
    return 'This directory is not set up for stylesync yet: run `stylesync init` to set it up (stylesync.yaml, the styles directory with an example list, the schemas), or `stylesync import` to start from the lists the service holds. If the style files are elsewhere, pass --config or --dir.';
  }
  return 'Create it (`stylesync init` creates it with an example list, and leaves existing files alone), set styles_dir in stylesync.yaml, or pass --dir with the directory that holds the style files.';
}

/**
 * Whether a path's real location (every link resolved) is inside the
 * repository. A pull request can add `styles/p.yaml → /etc/passwd`; the file
 * must be refused before it is read, so no message can quote it.
 */
export function insideRepository(root: string): (abs: string, rel: string) => Diagnostic | undefined {
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    realRoot = path.resolve(root);
  }
  // Each directory's real path, resolved once: a file that is no link is where its directory really is.
  const realDirs = new Map<string, string>();
  // Synchronous like the reads in load.ts: one cheap call per file beats a thread-pool round trip.
  return (abs, rel) => {
    let real: string;
    try {
      real = realPath(abs, realDirs);
    } catch {
      return undefined; // missing or a broken link: reading reports it
    }
    if (repoRelative(realRoot, real) !== undefined) return undefined;
    return diagnostic(
      'error',
      'link-outside-repository',
      { file: rel, pos: START },
      `${rel} is a symbolic link to a file outside the repository (${real}); stylesync does not read it`,
      'Style files and fragments must live inside the repository: copy the file in, or remove the link.',
    );
  };
}

/**
 * `abs` with every link resolved. realpathSync looks at every component of the path, one lstat each (five or more
 * per style file, about 2% of bench:validate, issue #31); for a file that is no link, one lstat and its directory's
 * real path, resolved once per directory in `realDirs`, say the same.
 */
function realPath(abs: string, realDirs: Map<string, string>): string {
  if (lstatSync(abs).isSymbolicLink()) return realpathSync(abs);
  const dir = path.dirname(abs);
  let realDir = realDirs.get(dir);
  if (realDir === undefined) {
    realDir = realpathSync(dir);
    realDirs.set(dir, realDir);
  }
  return path.join(realDir, path.basename(abs));
}

/**
 * One file at a time: parsed just before it is checked, so one parsed
 * document is alive at a time. The reads are synchronous (see load.ts), so
 * the event loop is let through between files: a live read started
 * alongside (app/session.ts) gets its answers as they come, not after the
 * last file, and the advice thread's answers (config/advice-thread.ts) as they come. setImmediate costs
 * microseconds, not a thread-pool round trip. Past ADVICE_THREAD_MAX_WAITING files waiting for their advice, the
 * reading waits for the thread, so what is kept for them stays bounded.
 */
async function readAll(inputs: readonly { abs: string; rel: string }[], inside: (abs: string, rel: string) => Diagnostic | undefined, validator: ProjectValidator, texts?: TextPool): Promise<void> {
  for (const { abs, rel } of inputs) {
    const refused = inside(abs, rel);
    if (refused) {
      validator.add({ ok: false, file: rel, diagnostics: [refused] });
      continue;
    }
    await new Promise((resolve) => setImmediate(resolve));
    const bytes = await readStyleBytes(abs, rel);
    validator.add(bytes instanceof Uint8Array ? await parseYamlBytesLazily(bytes, rel, texts) : bytes);
    await validator.room(ADVICE_THREAD_MAX_WAITING);
  }
}
