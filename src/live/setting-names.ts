// Moved to src/config/setting-names.ts (config and live both need the names); kept for the importers in cli, action and live until they import it from there.
export { cliSettingNames, DEFAULT_KEY_VARIABLE, type SettingNames } from '../config/setting-names.ts';
