import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LanguageEntry } from '../../src/live/api.ts';
import { loadFlat, type FlatResult } from '../config/flat-result.ts';

/** Style files written to a temporary repository and loaded as plan and validate load them, origins included. */
export async function loadFiles(files: Record<string, string>): Promise<FlatResult> {
  const dir = await mkdtemp(join(tmpdir(), 'stylesync-checks-'));
  try {
    await writeFile(join(dir, 'stylesync.yaml'), 'styles_dir: styles\n');
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    return (await loadFlat({ cwd: dir })).result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function lang(code: string, roles: 's' | 't' | 'st', status = 'stable', features: LanguageEntry['features'] = {}): LanguageEntry {
  return { lang: code, name: code, status, usable_as_source: roles.includes('s'), usable_as_target: roles.includes('t'), features };
}
