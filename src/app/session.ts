import { redactAll } from '../live/redact.ts';
import type { LiveClock } from '../live/clock.ts';
import { addDiagnostics } from '../config/add-diagnostics.ts';
import { filesRead } from '../config/validation-result.ts';
import type { RepoConfig, ValidationResult, ValidFiles } from '../config/model.ts';
import { loadProject } from '../config/project.ts';
import { checkGlossaryRefs } from '../config/validate-glossary-refs.ts';
import type { ReadAllResult } from '../live/api.ts';
import { createClient, type LiveClient, type RequestEvent } from '../live/client.ts';
import type { SettingNames } from '../live/setting-names.ts';
import { projectOptions } from './project-options.ts';
import { type Env, resolvePreview, resolveTarget, type ResolvedTarget, type TargetChoice } from './target.ts';
import { textPool, type TextPool } from '../util/text-pool.ts';

/** How to open a session: the project's files and where to send requests. */
export interface SessionOptions extends TargetChoice {
  /** Where relative paths start; the repository root when there is no stylesync.yaml. */
  cwd: string;
  env: Env;
  /** stylesync.yaml elsewhere (relative to cwd). */
  configPath?: string;
  /** A styles directory overriding the config's (relative to cwd). */
  stylesDir?: string;
  strict?: boolean;
  /** How settings are set where this runs, named in hints; the CLI's flags and variables unless told. */
  settingNames?: SettingNames;
  /** Told the key before any request can carry it, so the adapter can redact it from everything it prints. */
  onSecret?(key: string): void;
  /** Every HTTP request and retry wait, for the adapter to show or not. */
  onRequest?(event: RequestEvent): void;
  /**
   * Start the listing's first read as soon as the target is known, while the
   * style files are still parsed (plan, apply): `concurrency` must be the
   * run's, so `--concurrency 1` stays strictly sequential.
   */
  readAhead?: { concurrency?: number };
  /** The clients' deadlines and settle wait; the wall clock unless a test drives them (src/live/clock.ts). */
  clock?: LiveClock;
  /** The run's --concurrency, for the client's reads that no caller sizes (create recovery's look). */
  concurrency?: number;
  /** The command running (`plan`, `apply`…), named when the key lacks a scope it needs. */
  command?: string;
  /**
   * Resolve stylesync.yaml's `preview:` service (plan --check-translations):
   * only a run that makes previews needs its key, so apply and the rest never
   * ask for it. `keyName` says how its key is set here, for hints.
   */
  preview?: { keyName?: string };
}

/** Everything plan, apply and import start from. */
export interface Session {
  config: RepoConfig;
  /** The style files as validated; the caller decides what errors in them mean, and narrows to a ValidSession to use them. */
  result: ValidationResult;
  target: ResolvedTarget;
  api: LiveClient;
  /**
   * stylesync.yaml's `preview:` service and a client for it: the translate
   * checks make their copies there, so `api`'s key may be read-only. Absent
   * without a `preview:` block.
   */
  preview?: { target: ResolvedTarget; api: LiveClient };
  /** Masks the key, in every form src/live/redact.ts knows, in text bound for a person (notes, messages). */
  redact(text: string): string;
  /**
   * The key, for the file sinks (a saved plan, the record, ids, backups, the
   * sample record): a file that would hold it in any form is not written
   * (keyInFile), so a list named or prompted with the key cannot put it into
   * files that get committed or uploaded.
   */
  secrets: readonly string[];
  /**
   * The listing's first read, started while the files loaded (readAhead).
   * Absent when not asked for, and when the files have errors (then it was
   * abandoned).
   */
  firstRead?: FirstRead;
}

/** A session whose files have no errors: what planning, applying and importing take. */
export type ValidSession = Session & { result: ValidFiles };

/** A read started ahead: handed out once, to the plan that uses it, or abandoned (aborted, its failure never shown). */
export interface FirstRead {
  take(): Promise<ReadAllResult> | undefined;
  abandon(): void;
}

/**
 * The style files loaded and validated, the target resolved and a client for
 * it. Invalid files do not throw: the session carries the diagnostics, so each
 * use case decides what an invalid file means for it.
 */
export async function openSession(options: SessionOptions): Promise<Session> {
  const { loaded, ahead } = await loadReadingAhead(options);
  const { config } = loaded;
  const result = refuseGlossaryRefErrors(loaded.result);
  const target = resolveTarget(config, options, options.env, options.settingNames);
  let previewTarget: ResolvedTarget | undefined;
  try {
    previewTarget = options.preview === undefined ? undefined : resolvePreview(config, target, options.env, options.preview.keyName);
  } catch (error) {
    ahead?.abandon();
    throw error;
  }
  const api = ahead?.api ?? clientFor(target, options);
  // Both keys are secrets of the run: redacted from every output, refused in every file.
  const secrets = previewTarget === undefined ? [target.apiKey] : [target.apiKey, previewTarget.apiKey];
  const preview = previewTarget === undefined ? {} : { preview: { target: previewTarget, api: clientFor(previewTarget, options) } };
  const session: Session = { config, result, target, api, ...preview, redact: (text) => redactAll(text, secrets), secrets };
  if (ahead === undefined) return session;
  // Invalid files stop the run before any write: the read nobody will use is aborted, and its failure never shown.
  if (!result.ok) {
    ahead.abandon();
    return session;
  }
  // The closures hold the read until it is taken and the abort, never `ahead`: its promise would keep the first listing for the whole run.
  let read: Promise<ReadAllResult> | undefined = ahead.read;
  const stop = ahead.abandon;
  const firstRead: FirstRead = {
    take: () => {
      const taken = read;
      read = undefined;
      return taken;
    },
    abandon: () => {
      read = undefined;
      stop();
    },
  };
  return { ...session, firstRead };
}

/**
 * loadProject, with the read ahead (options.readAhead) started beside it as
 * soon as stylesync.yaml is read. The files and that read keep one copy of
 * each text both hold (a text pool). The pool is made here, apart from
 * openSession, and goes once both are done: a variable of openSession that a
 * closure uses lives in the scope every closure of openSession shares, and
 * the session's `redact` kept the pool, half a million prompts' map (14 MB at
 * 5,000 lists × 100 instructions), to the end of the run (issue #31).
 */
async function loadReadingAhead(options: SessionOptions): Promise<{ loaded: Awaited<ReturnType<typeof loadProject>>; ahead?: ReadAhead }> {
  const readAhead = options.readAhead;
  if (readAhead === undefined) return { loaded: await loadProject(projectOptions(options)) };
  const texts = textPool();
  let ahead: ReadAhead | undefined;
  const loaded = await loadProject({ ...projectOptions(options), texts, onScanned: (config: RepoConfig, files: number) => (ahead = startReadAhead(config, files, readAhead, options, texts)) });
  return ahead === undefined ? { loaded } : { loaded, ahead };
}

/** A read of the listing started while the files load, and how to abandon it. */
interface ReadAhead {
  api: LiveClient;
  read: Promise<ReadAllResult>;
  abandon(): void;
}

/**
 * Starts the first read as soon as stylesync.yaml says where to send it,
 * told to expect as many lists as there are style files (the batches then end
 * where the listing does: live/list-reads.ts). A target that cannot be
 * resolved (no key) starts nothing: openSession resolves it again after
 * loading, and reports it as it always has.
 */
function startReadAhead(config: RepoConfig, files: number, readAhead: { concurrency?: number }, options: SessionOptions, texts: TextPool | undefined): ReadAhead | undefined {
  let target: ResolvedTarget;
  try {
    target = resolveTarget(config, options, options.env, options.settingNames);
  } catch {
    return undefined;
  }
  const api = clientFor(target, options);
  const controller = new AbortController();
  const read = api.listAll({ ...(readAhead.concurrency === undefined ? {} : { concurrency: readAhead.concurrency }), ...(texts === undefined ? {} : { texts }), expect: files, signal: controller.signal });
  // Handled here so a failure before the plan awaits it (or of an abandoned read) is never an unhandled rejection; the plan still sees it.
  read.catch(() => {});
  return { api, read, abandon: () => controller.abort() };
}

/**
 * The glossary names of the style files, checked offline as validate checks
 * them: a list naming a glossary its file deletes, one without the pair its
 * examples translate, or more than five, makes the files invalid for plan and
 * apply too, so apply never deletes a glossary validate calls an error. The
 * warnings (a name only the service may know) are left to plan's online check.
 */
function refuseGlossaryRefErrors(result: ValidationResult): ValidationResult {
  // Files with errors are checked as far as they were read: the errors are reported with the rest.
  const { lists, glossaries } = filesRead(result);
  return addDiagnostics(result, checkGlossaryRefs(lists, glossaries).filter((d) => d.severity === 'error'));
}

/** A client for the resolved target; the key is handed to `onSecret` first, so no output can show it from here on. */
export function clientFor(target: ResolvedTarget, hooks: Pick<SessionOptions, 'onSecret' | 'onRequest' | 'concurrency' | 'clock' | 'command'> = {}): LiveClient {
  hooks.onSecret?.(target.apiKey);
  return createClient({
    baseUrl: target.baseUrl,
    apiKey: target.apiKey,
    authScheme: target.authScheme,
    names: target.names,
    ...(target.timeoutMs === undefined ? {} : { timeoutMs: target.timeoutMs }),
    ...target.limits,
    ...(hooks.onRequest === undefined ? {} : { onRequest: hooks.onRequest }),
    ...(hooks.concurrency === undefined ? {} : { concurrency: hooks.concurrency }),
    ...(hooks.clock === undefined ? {} : { clock: hooks.clock }),
    ...(hooks.command === undefined ? {} : { command: hooks.command }),
    ...(target.reportingTag === undefined ? {} : { reportingTag: target.reportingTag }),
  });
}

/** loadProject's options from a session's (in its own file for validate's start-up). */
export { projectOptions };
