import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { AppEvent } from '../../src/app/events.ts';
import { openSession, type Session, type SessionOptions } from '../../src/app/session.ts';
import { DE_RULES, styleFile, world, type World } from '../scenarios/harness.ts';

/** A repository with one style file (German) and an emulator on 127.0.0.1, fresh for each test. */
export function useWorld(): { w: () => World; events: AppEvent[]; open: (options?: Partial<SessionOptions>) => Promise<Session> } {
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
  return {
    w,
    events,
    open: (options = {}) => openSession({ cwd: w().dir, env: { ...w().env }, ...options }),
  };
}

export const inDir = (w: World, ...path: string[]): string => join(w.dir, ...path);

/** The requests that change something on the service. */
export const writes = (w: World): string[] => w.emu.log.filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.route}`);
