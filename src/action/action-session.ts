import { openSession, type Session } from '../app/session.ts';
import { type Env, keyVariable } from '../app/target.ts';
import type { RepoConfig } from '../config/model.ts';
import { StylesyncError } from '../errors.ts';
import { renderRequestLine } from '../report/request-line.ts';
import { ACTION_SETTING_NAMES, type ActionInputs } from './inputs.ts';
import type { ActionSecrets } from './secrets.ts';

/** In a workflow the key comes from the `api-key` input; say that, rather than the CLI's advice about variables. */
export function expectKey(inputs: ActionInputs, env: Env, config: RepoConfig): void {
  const variable = keyVariable(config, inputs.target);
  if (inputs.apiKey || env[variable]?.trim()) return;
  throw new StylesyncError(
    `No API key: the \`${inputs.keyInput}\` input is empty${env.GITHUB_EVENT_NAME?.startsWith('pull_request') ? ' (secrets are not passed to this pull request run)' : ''}, and ${variable} is not set.`,
    'Pass the key from a secret: `with: api-key: ${{ secrets.STYLESYNC_API_KEY }}`.',
    { code: 'no-key' },
  );
}

/**
 * The session of the inputs: the `api-key` input reaches the target as the
 * variable it reads its key from, hints name the inputs, the key is masked
 * before any request, retry waits go to the log, and the live lists are read
 * while the style files load.
 */
export function openActionSession(options: {
  inputs: ActionInputs;
  env: Env;
  cwd: string;
  config: RepoConfig;
  secrets: ActionSecrets;
  log(text: string): void;
  /** The Action's mode, named when the key lacks a scope it needs. */
  command?: string;
}): Promise<Session> {
  const { inputs, secrets, log } = options;
  // The `preview-api-key` input reaches the preview service as the variable stylesync.yaml names for it; set
  // first, so a preview variable named like the target's never replaces the target's key.
  const preview = options.config.preview;
  const env: Env = preview !== undefined && inputs.previewApiKey ? { ...options.env, [preview.api_key_env]: inputs.previewApiKey } : { ...options.env };
  if (inputs.apiKey) env[keyVariable(options.config, inputs.target)] = inputs.apiKey;
  return openSession({
    cwd: options.cwd,
    env,
    ...(inputs.target === undefined ? {} : { target: inputs.target }),
    ...(inputs.baseUrl === undefined ? {} : { baseUrl: inputs.baseUrl }),
    ...(inputs.authScheme === undefined ? {} : { authScheme: inputs.authScheme }),
    settingNames: inputs.keyInput === 'api-key' ? ACTION_SETTING_NAMES : { ...ACTION_SETTING_NAMES, key: 'the `apply-api-key` input' },
    ...(options.command === undefined ? {} : { command: options.command }),
    // The live read starts while the files load, as the CLI's plan does; not with translate checks, whose budget is refused before any request.
    ...(inputs.checkTranslations ? { preview: { keyName: 'the `preview-api-key` input' } } : { readAhead: { concurrency: inputs.concurrency } }),
    // Reads no caller sizes (create recovery's look) follow the input too, so `concurrency: 1` stays sequential.
    concurrency: inputs.concurrency,
    onSecret: (key) => secrets.add(key),
    onRequest: (event) => {
      const line = renderRequestLine(event, { verbose: false });
      if (line !== undefined) log(line);
    },
  });
}
