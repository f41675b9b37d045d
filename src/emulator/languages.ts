import data from './languages-data.json' with { type: 'json' };
import { badRequest } from './http-error.ts';
import type { RouteAuth, Router } from './router.ts';

interface FeatureInfo {
  status: string;
  external?: boolean;
}

interface LanguageData {
  lang: string;
  name: string;
  status: string;
  /** resource → 's' | 't' | 'st' */
  roles: Record<string, string>;
  features: Record<string, FeatureInfo>;
}

interface ResourceData {
  name: string;
  features: Array<{ name: string; needs_source_support?: boolean; needs_target_support?: boolean }>;
}

export interface LanguageEntry {
  lang: string;
  name: string;
  status: string;
  usable_as_source: boolean;
  usable_as_target: boolean;
  features: Record<string, FeatureInfo>;
}

const LANGUAGES = data.languages as LanguageData[];
const RESOURCES = data.resources as ResourceData[];
export const RESOURCE_NAMES = RESOURCES.map((r) => r.name);

/**
 * Language entries of one resource as `GET /v3/languages` answers them:
 * beta languages and externally provided features only when asked for.
 */
export function languagesFor(resource: string, include: { beta: boolean; external: boolean }): LanguageEntry[] {
  const descriptor = RESOURCES.find((r) => r.name === resource);
  if (!descriptor) throw new Error(`unknown resource ${resource}`);
  const featureNames = new Set(descriptor.features.map((f) => f.name));
  const out: LanguageEntry[] = [];
  for (const lang of LANGUAGES) {
    const role = lang.roles[resource];
    if (!role) continue;
    if (lang.status === 'beta' && !include.beta) continue;
    const features: Record<string, FeatureInfo> = {};
    for (const [name, info] of Object.entries(lang.features)) {
      if (!featureNames.has(name)) continue;
      if (info.external && !include.external) continue;
      features[name] = { ...info };
    }
    out.push({
      lang: lang.lang,
      name: lang.name,
      status: lang.status,
      usable_as_source: role.includes('s'),
      usable_as_target: role.includes('t'),
      features,
    });
  }
  return out;
}

/** Case-insensitive lookup of a translate_text language (beta ones included: enable_beta_languages has no effect). */
export function translateLanguage(code: string): LanguageEntry | undefined {
  translateTextLanguages ??= languagesFor('translate_text', { beta: true, external: true });
  const lower = code.toLowerCase();
  return translateTextLanguages.find((l) => l.lang.toLowerCase() === lower);
}

let translateTextLanguages: LanguageEntry[] | undefined;

// spec/service-2026.md, "Scoped keys": every languages call needs languages:read.
const READ: RouteAuth = { authenticated: true, scopes: ['languages:read'] };

export function addLanguageRoutes(router: Router): void {
  router
    .add('GET', '/v3/languages', READ, (req) => {
      const resource = req.query.get('resource');
      if (resource === null) throw badRequest(`resource is required; one of ${RESOURCE_NAMES.join(', ')}`);
      if (!RESOURCE_NAMES.includes(resource)) {
        throw badRequest(`resource ${JSON.stringify(resource)} is not known; use one of ${RESOURCE_NAMES.join(', ')}`);
      }
      const include = req.query.getAll('include').flatMap((v) => v.split(','));
      for (const value of include) {
        if (value !== 'beta' && value !== 'external') throw badRequest(`include ${JSON.stringify(value)} is not known; use beta or external`);
      }
      return { status: 200, body: languagesFor(resource, { beta: include.includes('beta'), external: include.includes('external') }) };
    })
    .add('GET', '/v3/languages/resources', READ, () => ({ status: 200, body: RESOURCES }));
}
