import type { RepoConfig } from '../config/model.ts';
import { StylesyncError } from '../errors.ts';

/** What decides where the key goes and how: the settings a pull request must not choose for itself. */
export interface ServiceSettings {
  base_url?: string | undefined;
  auth_scheme?: string | undefined;
  api_key_env?: string | undefined;
  /** `preview.base_url`: where the preview key goes (a pull request run holds it too). */
  preview_base_url?: string | undefined;
  /** `preview.api_key_env`. */
  preview_api_key_env?: string | undefined;
}

type Setting = keyof ServiceSettings;

/** Each setting, and the Action input that pins it (then the files' value is not used); the preview's address has none. */
const PINNED_BY: Record<Setting, string | undefined> = {
  base_url: 'base-url',
  auth_scheme: 'auth-scheme',
  api_key_env: 'api-key',
  preview_base_url: undefined,
  preview_api_key_env: 'preview-api-key',
};

/** The settings as a run with `target` resolves them from one stylesync.yaml (the target's, else the top level's). */
export function serviceSettings(config: RepoConfig, target: string | undefined): ServiceSettings {
  const t = target !== undefined && Object.hasOwn(config.targets, target) ? config.targets[target] : undefined;
  return {
    base_url: t?.base_url ?? config.base_url,
    auth_scheme: t?.auth_scheme ?? config.auth_scheme,
    api_key_env: t?.api_key_env,
    preview_base_url: config.preview?.base_url,
    preview_api_key_env: config.preview?.api_key_env,
  };
}

/** The base commit's settings, or why they could not be read. */
export type BaseSettings = { ok: true; settings: ServiceSettings; label: string } | { ok: false; reason: string };

/**
 * On a pull request, its own stylesync.yaml must not decide where the key
 * is sent: that would let a pull request point the plan at a host of its
 * choosing and collect the key. Every setting not pinned by an Action input
 * must be what the base commit says (the base is what was reviewed and
 * merged). Throws, before any request, when the pull request differs, or sets
 * one the base commit cannot be read to confirm.
 */
export function checkPullRequestSettings(pr: ServiceSettings, base: BaseSettings, pinned: ReadonlySet<Setting>): void {
  const open = (Object.keys(PINNED_BY) as Setting[]).filter((s) => !pinned.has(s));
  const inputsFor = (settings: Setting[]) => settings.flatMap((s) => (PINNED_BY[s] === undefined ? [] : [`\`${PINNED_BY[s]}\``])).join(' and ');
  // The inputs that could pin these instead, said only when there is one.
  const orPin = (settings: Setting[], text: (inputs: string, several: boolean) => string) => {
    const inputs = inputsFor(settings);
    return inputs === '' ? '' : text(inputs, inputs.includes(' and '));
  };
  if (!base.ok) {
    const unchecked = open.filter((s) => pr[s] !== undefined);
    if (unchecked.length === 0) return;
    throw new StylesyncError(
      `This pull request's stylesync.yaml sets ${unchecked.join(' and ')}, which decide where and how the API key is sent, but the base commit cannot be read to confirm them: ${base.reason} stylesync did not contact the service.`,
      `Check out with \`actions/checkout\` and \`fetch-depth: 0\` so the base commit is there${orPin(unchecked, (inputs, several) => `, or set the ${inputs} input${several ? 's' : ''} in the workflow step`)}.`,
      { code: 'settings-unverifiable' },
    );
  }
  const changed = open.filter((s) => pr[s] !== base.settings[s]);
  if (changed.length === 0) return;
  const shown = (v: string | undefined) => (v === undefined ? 'not set' : JSON.stringify(v));
  const what = changed.map((s) => `${s} is ${shown(pr[s])} in this pull request but ${shown(base.settings[s])} at the base commit`).join('; ');
  throw new StylesyncError(
    `This pull request changes where or how the API key is sent (${base.label}): ${what}. A pull request cannot choose the service its plan sends the key to, so stylesync did not contact the service.`,
    `A maintainer must merge the change of ${changed.join(' and ')} to the default branch first; pull requests plan against it after that.${orPin(changed, (inputs, several) => ` Or pin the setting with the ${inputs} input${several ? 's' : ''} of the workflow step.`)}`,
    { code: 'settings-changed' },
  );
}
