import path from 'node:path';
import { allowedValues } from '../catalog/catalog.ts';
import { REPORTING_TAG_HEADER, reportingTagProblem } from '../catalog/reporting-tag.ts';
import { StylesyncError } from '../errors.ts';
import { checkBaseUrl } from './base-url.ts';
import { diagnostic, type DiagnosticAt } from './diagnostic.ts';
import { guideText } from './document-check.ts';
import type { CoverageMinimums, Diagnostic, PreviewConfig, RepoConfig, TargetConfig } from './model.ts';
import { formatPath, locate, type DocPath, type PosNode } from './position.ts';
import { repoRelative } from './paths.ts';
import { schemaCheck } from './schema-check.ts';
import { isObject } from '../util/is-object.ts';

export const CONFIG_FILE_NAME = 'stylesync.yaml';
export const DEFAULT_STYLES_DIR = 'styles';
export const DEFAULT_GLOSSARIES_DIR = 'glossaries';
/** A plan that deletes more than this many lists, or this share of them, needs --allow-deletes. */
export const DEFAULT_THRESHOLDS = { max_deletes: 10, max_delete_percent: 25 } as const;

export function defaultRepoConfig(root: string): RepoConfig {
  return {
    root,
    styles_dir: path.resolve(root, DEFAULT_STYLES_DIR),
    glossaries_dir: path.resolve(root, DEFAULT_GLOSSARIES_DIR),
    fragments: [],
    prune: false,
    ignore: [],
    thresholds: { ...DEFAULT_THRESHOLDS },
    targets: {},
  };
}

/**
 * stylesync.yaml, checked against its schema and then for what a schema
 * cannot say (addresses that would send the key in clear, directories
 * outside the repository), with defaults applied. Pure; values that fail a
 * check fall back to their defaults so the rest of validation still runs.
 */
export function checkRepoConfig(parsed: { file: string; data: unknown; pos: PosNode }, root: string): { config: RepoConfig; diagnostics: Diagnostic[] } {
  const { file, data, pos } = parsed;
  const diagnostics = schemaCheck('config', file, data, pos);
  const config = defaultRepoConfig(root);
  const doc = isObject(data) ? data : {};
  const bad = new Set(diagnostics.map((d) => d.path.split(/[.[]/)[0]));
  const at = (p: DocPath) => ({ file, pos: locate(pos, p), path: formatPath(p) });

  const dir = (value: unknown, p: DocPath): string | undefined => {
    if (typeof value !== 'string' || value === '') return undefined;
    const abs = path.resolve(root, value);
    if (repoRelative(root, abs) === undefined) {
      diagnostics.push(
        diagnostic('error', 'outside-repository', at(p), `\`${value}\` is outside the repository (${root})`, 'Keep style files and fragments inside the directory of stylesync.yaml.'),
      );
      return undefined;
    }
    return abs;
  };
  const url = (value: unknown, p: DocPath): string | undefined => {
    if (typeof value !== 'string') return undefined;
    try {
      checkBaseUrl(value, `${formatPath(p)} in ${file}`);
      return value;
    } catch (error) {
      if (!(error instanceof StylesyncError)) throw error;
      diagnostics.push(diagnostic('error', 'invalid-base-url', at(p), error.message, error.hint));
      return undefined;
    }
  };

  if (!bad.has('styles_dir')) config.styles_dir = dir(doc.styles_dir, ['styles_dir']) ?? config.styles_dir;
  if (!bad.has('glossaries_dir')) config.glossaries_dir = dir(doc.glossaries_dir, ['glossaries_dir']) ?? config.glossaries_dir;
  if (!bad.has('fragments') && Array.isArray(doc.fragments)) {
    config.fragments = doc.fragments.flatMap((f, i) => dir(f, ['fragments', i]) ?? []);
  }
  if (!bad.has('base_url')) {
    const baseUrl = url(doc.base_url, ['base_url']);
    if (baseUrl !== undefined) config.base_url = baseUrl;
  }
  if (!bad.has('auth_scheme') && typeof doc.auth_scheme === 'string') config.auth_scheme = doc.auth_scheme;
  if (!bad.has('reporting_tag') && typeof doc.reporting_tag === 'string') {
    const problem = reportingTagProblem(doc.reporting_tag);
    if (problem === undefined) config.reporting_tag = doc.reporting_tag;
    else diagnostics.push(badReportingTag(problem, at(['reporting_tag'])));
  }
  if (!bad.has('guide')) {
    const guide = guideText(doc.guide);
    if (guide !== undefined) config.guide = guide;
  }
  copyPlainSettings(doc, bad, config);
  if (!bad.has('extra_rules') && Array.isArray(doc.extra_rules)) {
    config.extra_rules = doc.extra_rules.filter((entry): entry is string => typeof entry === 'string');
    doc.extra_rules.forEach((entry, index) => {
      if (typeof entry === 'string' && isKnownRule(entry)) diagnostics.push(knownExtraRule(entry, at(['extra_rules', index])));
    });
  }
  if (!bad.has('thresholds') && isObject(doc.thresholds)) {
    const { max_deletes, max_delete_percent } = doc.thresholds;
    if (typeof max_deletes === 'number') config.thresholds.max_deletes = max_deletes;
    if (typeof max_delete_percent === 'number') config.thresholds.max_delete_percent = max_delete_percent;
  }
  if (!bad.has('coverage') && isObject(doc.coverage)) config.coverage = coverageMinimums(doc.coverage, (p) => at(['coverage', ...p]));
  const preview = bad.has('preview') ? undefined : previewConfig(doc.preview, url);
  if (preview !== undefined) config.preview = preview;
  if (isObject(doc.targets)) {
    for (const [name, raw] of Object.entries(doc.targets)) {
      if (!isObject(raw) || bad.has('targets') && diagnostics.some((d) => d.path.startsWith(`targets.${name}`))) continue;
      Object.defineProperty(config.targets, name, { value: targetConfig(name, raw, url, dir), enumerable: true, writable: true, configurable: true });
    }
  }
  return { config, diagnostics };
}

/** The settings the schema checks whole: copied as they are, unless the schema found them wrong. */
function copyPlainSettings(doc: Record<string, unknown>, bad: ReadonlySet<string | undefined>, config: RepoConfig): void {
  const strings = (value: unknown[]) => value.filter((p): p is string => typeof p === 'string');
  if (!bad.has('guide_url') && typeof doc.guide_url === 'string') config.guide_url = doc.guide_url;
  if (!bad.has('prune') && typeof doc.prune === 'boolean') config.prune = doc.prune;
  if (!bad.has('ignore') && Array.isArray(doc.ignore)) config.ignore = strings(doc.ignore);
  if (!bad.has('protect') && Array.isArray(doc.protect)) config.protect = strings(doc.protect);
  if (!bad.has('adopt') && (doc.adopt === 'warn' || doc.adopt === 'refuse')) config.adopt = doc.adopt;
}

type Checked = (value: unknown, p: DocPath) => string | undefined;

/** One target of `targets:`, its address and directories checked. */
function targetConfig(name: string, raw: Record<string, unknown>, url: Checked, dir: Checked): TargetConfig {
  const target: TargetConfig = {};
  const baseUrl = url(raw.base_url, ['targets', name, 'base_url']);
  if (baseUrl !== undefined) target.base_url = baseUrl;
  if (typeof raw.api_key_env === 'string') target.api_key_env = raw.api_key_env;
  const stylesDir = dir(raw.styles_dir, ['targets', name, 'styles_dir']);
  if (stylesDir !== undefined) target.styles_dir = stylesDir;
  const glossariesDir = dir(raw.glossaries_dir, ['targets', name, 'glossaries_dir']);
  if (glossariesDir !== undefined) target.glossaries_dir = glossariesDir;
  if (typeof raw.auth_scheme === 'string') target.auth_scheme = raw.auth_scheme;
  return target;
}

/** `preview:`, its address checked as a target's is (https unless loopback). */
function previewConfig(raw: unknown, url: Checked): PreviewConfig | undefined {
  if (!isObject(raw) || typeof raw.api_key_env !== 'string') return undefined;
  const preview: PreviewConfig = { api_key_env: raw.api_key_env };
  const baseUrl = url(raw.base_url, ['preview', 'base_url']);
  if (baseUrl !== undefined) preview.base_url = baseUrl;
  return preview;
}

/** `coverage:` as percentages, each with where it is written; the schema has checked the shape. */
function coverageMinimums(raw: Record<string, unknown>, at: (p: DocPath) => DiagnosticAt): CoverageMinimums {
  const minimums: CoverageMinimums = {};
  for (const kind of ['terms', 'rules', 'instructions'] as const) {
    const value = raw[kind];
    const percent = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.slice(0, -1)) : Number.NaN;
    if (!Number.isFinite(percent) || percent > 100) continue;
    const { file, pos } = at([kind]);
    minimums[kind] = { percent, origin: { file, line: pos.line, col: pos.col } };
  }
  return minimums;
}

/** The service answers 400 to a tag breaking its rules, which would fail every preview: refused here, before any request. */
function badReportingTag(problem: string, at: DiagnosticAt): Diagnostic {
  return diagnostic(
    'error',
    'invalid-reporting-tag',
    at,
    `\`reporting_tag\` is not a tag the service takes (${REPORTING_TAG_HEADER}): ${problem}`,
    'Use at most 100 ASCII characters without whitespace or control characters, e.g. `stylesync-preview`.',
  );
}

function isKnownRule(entry: string): boolean {
  const [group = '', rule = ''] = entry.split('.');
  return allowedValues(group, rule) !== undefined;
}

function knownExtraRule(entry: string, at: DiagnosticAt): Diagnostic {
  return diagnostic('warning', 'extra-rule-known', at, `\`${entry}\` is in stylesync's catalog already, so its values are checked anyway`, 'Remove it from `extra_rules`.');
}
