import type { GlossaryChangePlan } from '../plan/glossary-types.ts';
import type { Plan } from '../plan/types.ts';
import { plural } from '../util/plural.ts';
import { markdownMessage, markdownText } from './user-text.ts';

/** Alerts name at most this many items; the table and the sections have every one. */
const NAMED = 10;

/**
 * The pull request comment's alerts that only a base can tell
 * (plan/against-base.ts): `> [!WARNING]` for files that adopt a live list or
 * glossary no file managed before, and `> [!CAUTION]` for each protection
 * lifted in the change that deletes the item. Empty without either.
 */
export function baseAlerts(plan: Plan, glossaries: readonly GlossaryChangePlan[]): string[] {
  const lines: string[] = [];
  const lifted = plan.alerts ?? [];
  if (lifted.length > 0) {
    lines.push('> [!CAUTION]', `> **This change lifts ${plural(lifted.length, 'protection')} and deletes what ${lifted.length === 1 ? 'it' : 'they'} protected:**`, '>');
    for (const alert of lifted) lines.push(`> - ${markdownMessage(alert.message)}`);
    lines.push('');
  }
  const adopted = [
    ...plan.lists.items.filter((l) => l.adopted).map((l) => `${markdownText(l.name)} (list, style\\_id ${markdownText(l.style_id ?? '?')}, ${markdownText(l.file ?? '?')})`),
    ...glossaries.filter((g) => g.adopted).map((g) => `${markdownText(g.name)} (glossary, glossary\\_id ${markdownText(g.glossary_id ?? '?')}, ${markdownText(g.file ?? '?')})`),
  ];
  if (adopted.length > 0) {
    const shown = adopted.slice(0, NAMED).join(', ') + (adopted.length > NAMED ? ` and ${adopted.length - NAMED} more` : '');
    lines.push(
      '> [!WARNING]',
      `> **This change adopts ${plural(adopted.length, 'live item')} no file managed before:** ${shown}. ` +
        'Its changes overwrite what was made outside stylesync (shown below as `adopt`). To adopt on purpose, pin the id in the file; to keep the live content, import it first (`stylesync import`).',
      '',
    );
  }
  return lines;
}
