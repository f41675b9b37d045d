import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, extname, basename } from 'node:path';
import type { ImportFile } from './plan-import.ts';

/** Stems of the YAML files directly in `dir` (none when it does not exist yet). */
export async function existingStems(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names.filter((n) => ['.yaml', '.yml'].includes(extname(n).toLowerCase())).map((n) => basename(n, extname(n)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Writes the imported files. New files are created exclusively (`wx`), so a
 * file that appeared since the import was planned is never overwritten.
 */
export async function writeImportFiles(files: readonly ImportFile[]): Promise<void> {
  for (const file of files) {
    await mkdir(dirname(file.path), { recursive: true });
    await writeFile(file.path, file.content, { flag: file.overwrites ? 'w' : 'wx' });
  }
}
