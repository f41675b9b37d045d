import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { AppEvent } from '../../src/app/events.ts';
import { openSession, type Session, type SessionOptions, type ValidSession } from '../../src/app/session.ts';
import { DE_RULES, styleFile } from '../world/files.ts';
import { world, type World } from '../world/world.ts';

/** A repository with one style file (German) and an emulator on 127.0.0.1, fresh for each test. */
export function useWorld(): {
  w: () => World;
  events: AppEvent[];
  open: (options?: Partial<SessionOptions>) => Promise<Session>;
  /** open, for a test that plans, applies or imports: its files must be valid. */
  openValid: (options?: Partial<SessionOptions>) => Promise<ValidSession>;
} {
  let current: World | undefined;
  const events: AppEvent[] = [];
  beforeEach(async () => {
    current = await world();
    events.length = 0;
    await current.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
  });
  afterEach(async () => {
    await current?.close();
  });
  const w = () => current as World;
  const open = (options: Partial<SessionOptions> = {}) => openSession({ cwd: w().dir, env: { ...w().env }, ...options });
  return { w, events, open, openValid: async (options = {}) => valid(await open(options)) };
}

/** The session narrowed to valid files; a test whose files have errors fails here, naming them. */
export function valid(session: Session): ValidSession {
  const { result } = session;
  if (!result.ok) throw new Error(`the files have errors: ${result.errors.map((d) => `${d.file}:${d.line}:${d.col} ${d.code}`).join(', ')}`);
  return { ...session, result };
}

export const inDir = (w: World, ...path: string[]): string => join(w.dir, ...path);

/** The requests that change something on the service. */
export const writes = (w: World): string[] => w.emu.log.filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.route}`);
