import { constants } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { isSeq, parseDocument } from 'yaml';
import { allowedValues, catalogGroup } from '../catalog/catalog.ts';
import type { LiveList } from '../catalog/types.ts';
import { StylesyncError } from '../errors.ts';

/**
 * Rules of a catalog group that stylesync's catalog lacks, as `group.rule`, sorted: a style
 * file holding one fails validation (`unknown-rule`) unless stylesync.yaml lists it under
 * `extra_rules`. Rules of unknown groups are not listed: such a group is a warning, and one a
 * single edit from a known group is written under the file's own `allow_unknown_rules` (plan-import.ts).
 */
export function rulesCatalogLacks(lists: readonly LiveList[], declared: readonly string[] = []): string[] {
  const out = new Set<string>();
  for (const list of lists) {
    for (const [group, rules] of Object.entries(list.configured_rules)) {
      if (!catalogGroup(group)) continue;
      for (const rule of Object.keys(rules)) if (!allowedValues(group, rule)) out.add(`${group}.${rule}`);
    }
  }
  for (const name of declared) out.delete(name);
  return [...out].sort();
}

/** stylesync.yaml's text with `rules` added to `extra_rules` (made when absent); comments and the rest kept. */
export function withExtraRules(configText: string, rules: readonly string[]): string {
  const doc = parseDocument(configText);
  const existing = doc.get('extra_rules', true);
  if (isSeq(existing)) {
    for (const rule of rules) existing.add(doc.createNode(rule));
  } else {
    const node = doc.createNode([...rules]);
    node.flow = true;
    doc.set('extra_rules', node);
  }
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

/**
 * What import says about such rules: added to the config file when there is one (never
 * through a symbolic link), else what the user must add. Undefined when there are none.
 */
export async function declareExtraRules(lists: readonly LiveList[], declared: readonly string[] | undefined, configFile: string | undefined): Promise<string | undefined> {
  const rules = rulesCatalogLacks(lists, declared);
  if (rules.length === 0) return undefined;
  const named = rules.join(', ');
  const why = "stylesync's catalog lacks them, and validate refuses a rule it does not know unless `extra_rules` lists it";
  if (configFile === undefined) {
    return `The imported lists hold ${rules.length === 1 ? 'a rule' : 'rules'} ${why}: add \`extra_rules: [${named}]\` to stylesync.yaml (there is none yet; \`stylesync init\` writes one).`;
  }
  try {
    await addExtraRules(configFile, rules);
  } catch (error) {
    throw new StylesyncError(
      `The imported lists hold rules ${why}, and ${configFile} could not be updated: ${(error as Error).message}`,
      `Add \`extra_rules: [${named}]\` to it by hand (stylesync never writes through a symbolic link).`,
      { code: 'write-failed', cause: error },
    );
  }
  return `Added ${named} to \`extra_rules\` in ${basename(configFile)}: ${why}. Check that they are real rules of the service, not typos.`;
}

async function addExtraRules(configFile: string, rules: readonly string[]): Promise<void> {
  const text = await readFile(configFile, 'utf8');
  const handle = await open(configFile, constants.O_WRONLY | constants.O_TRUNC | constants.O_NOFOLLOW);
  try {
    await handle.writeFile(withExtraRules(text, rules));
  } finally {
    await handle.close();
  }
}
