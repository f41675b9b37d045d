import type { LanguageEntry } from '../live/api.ts';
import type { LiveClient } from '../live/client.ts';
import { settleInOrder } from '../util/settle-in-order.ts';
import { languageCacheFile, readLanguageCache, writeLanguageCache } from './language-cache.ts';

/** The two resources the checks always read: which list languages exist, and which translate languages. */
const LANGUAGE_RESOURCES = ['style_rules', 'translate_text'] as const;
export type LanguageResource = (typeof LANGUAGE_RESOURCES)[number];

/** With `glossary` when asked for: the languages glossary dictionaries may pair. */
export type LanguageSets = Record<LanguageResource, LanguageEntry[]> & { glossary?: LanguageEntry[] };

export interface LoadedLanguages {
  sets: LanguageSets;
  /** Language requests sent (0 when both came from the cache). */
  requests: number;
  /** Things the user may want to know: a cache that could not be written. */
  notes: string[];
}

export interface LoadLanguagesOptions {
  baseUrl: string;
  /** Undefined: no disk cache. */
  cacheDir: string | undefined;
  /** `--refresh-languages`: ask the service even when the cache is fresh. */
  refresh: boolean;
  now: Date;
  /** Also read resource `glossary` (only when there are glossary files: one request less otherwise). */
  glossary?: boolean;
  /** The key: an answer that holds it in any form (a careless or hostile service) is not written to the cache. */
  secrets: readonly string[];
}

/** The language lists of both resources, from a fresh cache entry or from the service (then cached). */
export async function loadLanguages(api: Pick<LiveClient, 'languages'>, options: LoadLanguagesOptions): Promise<LoadedLanguages> {
  const notes: string[] = [];
  let requests = 0;
  const load = async (resource: LanguageResource | 'glossary'): Promise<LanguageEntry[]> => {
    const file = options.cacheDir === undefined ? undefined : languageCacheFile(options.cacheDir, options.baseUrl, resource);
    if (file !== undefined && !options.refresh) {
      const cached = await readLanguageCache(file, options.baseUrl, resource, options.now);
      if (cached) return cached;
    }
    requests++;
    // Beta languages are asked for so that a list in one is a warning, not "unsupported".
    const { value } = await api.languages(resource, ['beta']);
    if (file !== undefined) {
      const problem = await writeLanguageCache(file, options.baseUrl, resource, value, options.now, options.secrets);
      if (problem !== undefined) notes.push(`The service's ${resource} languages were not cached (${problem}); they are read from the service on every run.`);
    }
    return value;
  };
  const resources = options.glossary ? [...LANGUAGE_RESOURCES, 'glossary' as const] : LANGUAGE_RESOURCES;
  // Every read settles before a failure is told, and the first failed resource in this order is the one named: one outage reads the same on every run.
  const [styleRules, translateText, glossary] = await settleInOrder(resources.map(load));
  const sets: LanguageSets = { style_rules: styleRules ?? [], translate_text: translateText ?? [] };
  if (options.glossary) sets.glossary = glossary ?? [];
  return { sets, requests, notes };
}
