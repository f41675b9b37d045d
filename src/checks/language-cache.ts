import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LanguageEntry } from '../live/api.ts';
import { keyInFile } from '../live/redact.ts';
import { parseLanguages } from '../live/wire.ts';

/** How long an answer of `GET /v3/languages` is reused. */
const LANGUAGE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

interface CacheRecord {
  format: 1;
  base_url: string;
  resource: string;
  fetched_at: string;
  languages: LanguageEntry[];
}

/**
 * One file per base URL and resource. The name is a hash, so a base URL
 * with a path or port makes a valid file name; the record repeats both, so
 * a collision can never serve another service's languages.
 */
export function languageCacheFile(dir: string, baseUrl: string, resource: string): string {
  const hash = createHash('sha256').update(`${baseUrl}\n${resource}`).digest('hex').slice(0, 24);
  return join(dir, `languages-${hash}.json`);
}

/** The cached languages when fresh (younger than the TTL, not from the future), else undefined. */
export async function readLanguageCache(file: string, baseUrl: string, resource: string, now: Date): Promise<LanguageEntry[] | undefined> {
  let record: Partial<CacheRecord>;
  try {
    record = JSON.parse(await readFile(file, 'utf8')) as Partial<CacheRecord>;
  } catch {
    // Missing or unreadable: a cache miss, never an error.
    return undefined;
  }
  if (record.format !== 1 || record.base_url !== baseUrl || record.resource !== resource || !Array.isArray(record.languages)) return undefined;
  const age = now.getTime() - Date.parse(record.fetched_at ?? '');
  if (!(age >= 0 && age < LANGUAGE_CACHE_TTL_MS)) return undefined;
  // The file is only as trustworthy as the disk: read it as strictly as the service's answer, or miss.
  try {
    return parseLanguages(record.languages);
  } catch {
    return undefined;
  }
}

/**
 * Writes the record through a temporary file and a rename, so a parallel
 * run never reads half a file. Returns why it could not, for a note; a
 * cache that cannot be written only costs requests. An answer holding one
 * of `secrets` in any form (a careless or hostile service) is not written.
 */
export async function writeLanguageCache(file: string, baseUrl: string, resource: string, languages: LanguageEntry[], now: Date, secrets: readonly string[]): Promise<string | undefined> {
  const record: CacheRecord = { format: 1, base_url: baseUrl, resource, fetched_at: now.toISOString(), languages };
  const text = `${JSON.stringify(record)}\n`;
  const refusal = keyInFile(text, secrets, file, `the ${resource} languages cache`);
  if (refusal !== undefined) return `${refusal.message} ${refusal.hint}`;
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(temporary, text);
    await rename(temporary, file);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
