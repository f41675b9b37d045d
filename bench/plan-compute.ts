import { pathToFileURL } from 'node:url';
import type { LiveList, Origin, RuleMap } from '../src/catalog/types.ts';
import type { DesiredList } from '../src/config/model.ts';
import { diff } from '../src/plan/diff.ts';

const LISTS = 1_000;
const INSTRUCTIONS = 200;

/**
 * Times one cold `diff` over 1,000 desired lists of 200 instructions each
 * against matching live lists, about 10% of which differ (a prompt, a rule,
 * an instruction swapped for another). Building the inputs is not timed.
 */
export function benchPlanCompute(): { lists: number; instructions: number; ms: number } {
  const { desired, live } = planInputs();
  const start = performance.now();
  const plan = diff(desired, live, { prune: false, ignore: [], allowReplace: false });
  const ms = performance.now() - start;
  if (plan.lists.summary.update !== LISTS / 10 || plan.lists.unchanged.length !== LISTS - LISTS / 10) {
    throw new Error(`benchmark inputs are wrong: ${JSON.stringify(plan.lists.summary)}, ${plan.lists.unchanged.length} unchanged`);
  }
  return { lists: LISTS, instructions: LISTS * INSTRUCTIONS, ms };
}

/** The benchmark's inputs: 1,000 desired lists × 200 instructions and their live counterparts, every tenth one different. */
export function planInputs(): { desired: DesiredList[]; live: LiveList[] } {
  const desired: DesiredList[] = [];
  const live: LiveList[] = [];
  for (let l = 0; l < LISTS; l++) {
    const file = `styles/list-${l}.yaml`;
    const origin = (line: number): Origin => ({ file, line, col: 1 });
    const rules: RuleMap = { numbers: { decimal_separator: 'comma', thousands_separator: 'period' }, punctuation: { quotation_mark: 'double' } };
    const instructions = Array.from({ length: INSTRUCTIONS }, (_, i) => ({
      label: `rule ${i}`,
      prompt: `Instruction ${i} of list ${l}: keep product names in English and use the formal address.`,
      source_language: 'en',
    }));
    desired.push({
      file,
      name: `List ${l}`,
      language: 'de',
      state: 'present',
      configured_rules: rules,
      ruleOrigins: { 'numbers.decimal_separator': origin(4), 'numbers.thousands_separator': origin(5), 'punctuation.quotation_mark': origin(7) },
      custom_instructions: instructions.map((i, n) => ({ ...i, ...origin(10 + n * 3) })),
      examples: [],
      origin: origin(1),
    });

    const changed = l % 10 === 0;
    const liveInstructions = instructions.map((i, n) => ({ ...i, id: `${l}-${n}` }));
    if (changed) {
      (liveInstructions[3] as { prompt: string }).prompt = 'An older wording of this instruction.';
      liveInstructions[INSTRUCTIONS - 1] = { id: `${l}-old`, label: 'retired rule', prompt: 'Gone from the file.', source_language: 'en' };
    }
    live.push({
      style_id: `sid-${l}`,
      name: `List ${l}`,
      language: 'de',
      version: 5,
      configured_rules: changed ? { ...rules, punctuation: { quotation_mark: 'single' } } : structuredClone(rules),
      custom_instructions: liveInstructions,
    });
  }
  return { desired, live };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { lists, instructions, ms } = benchPlanCompute();
  console.log(`plan compute: ${lists} lists, ${instructions} instructions, ~10% changed: ${ms.toFixed(1)} ms`);
}
