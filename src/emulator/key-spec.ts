// Its own module because the router, auth and the options all take it, and the
// options (types.ts) reach the router through the glossary store: one file each
// way would close an import circle.
/** A key the emulator accepts. `tier` defaults to 'pro'; absent `scopes` means every scope. */
export interface KeySpec {
  key: string;
  tier?: 'pro' | 'free';
  scopes?: string[];
}
