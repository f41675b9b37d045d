/**
 * How the person running stylesync sets each service setting, for hints that
 * say what to change. The CLI names its flags and variables; the Action names
 * its inputs, because a workflow author has no flag to pass.
 */
export interface SettingNames {
  /** Where the key is set: `STYLESYNC_API_KEY`, a target's variable, or an input. */
  key: string;
  /** Where the auth scheme word is set, besides `auth_scheme` in stylesync.yaml. */
  authScheme: string;
  /** Where the address is set, besides STYLESYNC_BASE_URL and `base_url` in stylesync.yaml. */
  baseUrl: string;
  /** The same, as the first of the ways to set a missing address. */
  baseUrlExample: string;
}

export const DEFAULT_KEY_VARIABLE = 'STYLESYNC_API_KEY';

export function cliSettingNames(keyVariable: string = DEFAULT_KEY_VARIABLE): SettingNames {
  return { key: keyVariable, authScheme: '--auth-scheme', baseUrl: '--base-url', baseUrlExample: 'the --base-url https://... flag' };
}
