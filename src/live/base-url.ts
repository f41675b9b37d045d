import { StylesyncError } from '../errors.ts';
import { checkBaseUrl } from '../config/base-url.ts';
import { cliSettingNames, type SettingNames } from '../config/setting-names.ts';

export interface BaseUrlSources {
  /** `--base-url` */
  flag?: string | undefined;
  /** `STYLESYNC_BASE_URL` */
  env?: string | undefined;
  /** `base_url` in stylesync.yaml (of the target, else the top level) */
  config?: string | undefined;
}

/**
 * The service address to use: flag > STYLESYNC_BASE_URL > config. There is
 * no built-in address: every deployment has its own, so a run without one
 * stops before anything is sent. Returned without a trailing slash, so
 * callers append `/v3/...`.
 */
export function resolveBaseUrl(sources: BaseUrlSources = {}, names: SettingNames = cliSettingNames()): string {
  const candidates: Array<[string, string | undefined]> = [
    [names.baseUrl, sources.flag],
    ['STYLESYNC_BASE_URL', sources.env],
    ['base_url in stylesync.yaml', sources.config],
  ];
  for (const [origin, value] of candidates) {
    const trimmed = value?.trim();
    if (trimmed) return checkBaseUrl(trimmed, origin, names);
  }
  throw new StylesyncError(
    'No service address is set, so stylesync does not know where the style rules service is.',
    `Set it in one of three ways: ${names.baseUrlExample}, the STYLESYNC_BASE_URL environment variable, ` +
      'or `base_url:` in stylesync.yaml (under the target, when you use --target).',
      { code: 'no-address' },
  );
}
