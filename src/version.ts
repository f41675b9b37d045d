/** Kept in step with package.json by a test; used in the User-Agent and `--version`. */
export const VERSION = '0.1.0';
