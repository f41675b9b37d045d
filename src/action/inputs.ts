import { StylesyncError } from '../errors.ts';
import { parseCount } from '../app/count.ts';
import type { SettingNames } from '../live/setting-names.ts';

export type ActionCommand = 'plan' | 'apply' | 'validate';

/**
 * Every input of action.yml and its default: the one place defaults live.
 * action.yml lists the names and descriptions only (a test keeps the two in
 * step); `github-token` is the exception, because `${{ github.token }}` can
 * only be evaluated by the runner.
 */
export const ACTION_INPUTS = {
  command: 'plan',
  'base-url': '',
  'auth-scheme': '',
  target: '',
  'working-directory': '.',
  'api-key': '',
  /** The key apply sends with; read only on a run that applies (never on a pull request). Else `api-key` applies. */
  'apply-api-key': '',
  /** The key of stylesync.yaml's `preview:` service, where check-translations makes its copies; a pull request run may read it. */
  'preview-api-key': '',
  /** On a schedule, keep one GitHub issue open while the service differs from the files. */
  'drift-issue': 'true',
  prune: 'false',
  'allow-deletes': '',
  'allow-replace': 'false',
  'check-translations': 'false',
  strict: 'true',
  'github-token': '',
  comment: 'true',
  /** The CLI's --concurrency default: list page reads, translate checks and lists written at once. */
  concurrency: '4',
  /** The published guide's address, for links from the plan (else stylesync.yaml's `guide_url`; on pull requests the base commit's). */
  'guide-url': '',
  /** Write the guide (`stylesync guide`) after a successful run. */
  guide: 'false',
  /** Where the guide goes, relative to the workspace: actions/upload-pages-artifact's default path. */
  'guide-dir': '_site',
} as const;

export type InputName = keyof typeof ACTION_INPUTS;

/** In a workflow, hints name the inputs to change, not the CLI's flags and variables. */
export const ACTION_SETTING_NAMES: SettingNames = {
  key: 'the `api-key` input',
  authScheme: 'the `auth-scheme` input',
  baseUrl: 'the `base-url` input',
  baseUrlExample: 'the `base-url` input (`base-url: ${{ vars.STYLESYNC_BASE_URL }}`)',
};

export interface ActionInputs {
  command: ActionCommand;
  baseUrl?: string;
  authScheme?: string;
  target?: string;
  workingDirectory: string;
  /** The key this run sends: `api-key`, or `apply-api-key` once withApplyKey chose it for an apply. */
  apiKey: string;
  /** Which input `apiKey` came from, for hints. */
  keyInput: 'api-key' | 'apply-api-key';
  /** The key of stylesync.yaml's `preview:` service (`preview-api-key`); empty when not given. */
  previewApiKey: string;
  driftIssue: boolean;
  prune: boolean;
  allowDeletes?: number;
  allowReplace: boolean;
  /** Accepted and handed to planning; the translation checks use it. */
  checkTranslations: boolean;
  strict: boolean;
  githubToken: string;
  comment: boolean;
  /** Requests in flight at once (page reads, translate checks, lists written); 1 is strictly sequential. */
  concurrency: number;
  /** https, checked; wins over `guide_url` in stylesync.yaml. */
  guideUrl?: string;
  guide: boolean;
  guideDir: string;
}

/** Reads the inputs through `get` (core.getInput in the Action), applying the defaults above. */
export function readInputs(get: (name: InputName) => string): ActionInputs {
  const value = (name: InputName) => {
    const given = get(name).trim();
    return given === '' ? ACTION_INPUTS[name] : given;
  };
  const optional = (name: InputName) => {
    const v = value(name);
    return v === '' ? undefined : v;
  };
  const command = value('command');
  if (command !== 'plan' && command !== 'apply' && command !== 'validate') {
    throw new StylesyncError(`The input \`command\` must be plan, apply or validate, not "${command}".`, 'Set `command: plan` (the default), `command: apply` or `command: validate` in the workflow step.', { code: 'invalid-input' });
  }
  const inputs: ActionInputs = {
    command,
    workingDirectory: value('working-directory'),
    apiKey: value('api-key'),
    keyInput: 'api-key',
    previewApiKey: value('preview-api-key'),
    driftIssue: flag(value, 'drift-issue'),
    prune: flag(value, 'prune'),
    allowReplace: flag(value, 'allow-replace'),
    checkTranslations: flag(value, 'check-translations'),
    strict: flag(value, 'strict'),
    githubToken: value('github-token'),
    comment: flag(value, 'comment'),
    concurrency: parseCount('the input `concurrency`', value('concurrency'), 1, '`concurrency: 4` in the workflow step', 'invalid-input') as number,
    guide: flag(value, 'guide'),
    guideDir: value('guide-dir'),
  };
  const baseUrl = optional('base-url');
  const authScheme = optional('auth-scheme');
  const target = optional('target');
  const allowDeletes = parseCount('the input `allow-deletes`', optional('allow-deletes'), 0, '`allow-deletes: 1` in the workflow step', 'invalid-input');
  if (baseUrl !== undefined) inputs.baseUrl = baseUrl;
  if (authScheme !== undefined) inputs.authScheme = authScheme;
  if (target !== undefined) inputs.target = target;
  if (allowDeletes !== undefined) inputs.allowDeletes = allowDeletes;
  const guideUrl = optional('guide-url');
  if (guideUrl !== undefined) inputs.guideUrl = checkedGuideUrl(guideUrl);
  return inputs;
}

/**
 * The key an apply sends: `apply-api-key` when given, else `api-key` (as
 * before the two were apart). Only a run that applies calls this, so a pull
 * request run never reads the apply key, even when a workflow passes it;
 * `readInputs` never reads it either. `mask` runs before the key is used.
 */
export function withApplyKey(inputs: ActionInputs, get: (name: 'apply-api-key') => string, mask: (key: string) => void): ActionInputs {
  const key = get('apply-api-key').trim();
  if (key === '') return inputs;
  mask(key);
  return { ...inputs, apiKey: key, keyInput: 'apply-api-key' };
}

/** The guide's address goes into links in comments and summaries: https, with no credentials in it. */
function checkedGuideUrl(given: string): string {
  let url: URL | undefined;
  try {
    url = new URL(given);
  } catch {
    url = undefined;
  }
  if (url === undefined || url.protocol !== 'https:' || url.username !== '' || url.password !== '') {
    throw new StylesyncError('The input `guide-url` must be an https address without credentials, where the guide is published.', 'Set `guide-url: https://<owner>.github.io/<repository>` (the GitHub Pages address), or leave it out.', {
      code: 'invalid-input',
    });
  }
  return given;
}

function flag(value: (name: InputName) => string, name: InputName): boolean {
  const v = value(name).toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new StylesyncError(`The input \`${name}\` must be true or false, not "${value(name)}".`, `Set \`${name}: true\` or \`${name}: false\` in the workflow step, or leave it out for the default (${ACTION_INPUTS[name]}).`, { code: 'invalid-input' });
}
