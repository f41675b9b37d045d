import type { ApplyResult, GlossaryOutcome, ListOutcome } from '../apply/result.ts';
import { plural } from '../util/plural.ts';
import { paint } from './style.ts';
import { terminalText } from './user-text.ts';

function where(list: ListOutcome | GlossaryOutcome): string {
  return list.file ? ` (${terminalText(list.file)})` : '';
}

/**
 * The end-of-run report: what was applied, what failed and why (with the hint
 * and trace id), what was skipped, and the new ids a replace or create handed
 * out. Pure; the CLI decides where it goes. Names, files, ids and the
 * service's messages are user text, shown through terminalText.
 */
export function renderApplyText(result: ApplyResult, options: { color: boolean; quiet?: boolean }): string {
  const red = paint(options.color, '31');
  const green = paint(options.color, '32');
  const yellow = paint(options.color, '33');
  const bold = paint(options.color, '1');
  const lines: string[] = [];

  // Lists and glossaries fail, stop and get created alike; a glossary's name says it is one.
  const outcomes = [
    ...result.lists.map((l) => ({ ...l, shown: terminalText(l.name), unit: 'list', id: `style_id ${terminalText(String(l.style_id))}` })),
    ...(result.glossaries ?? []).map((g) => ({ ...g, shown: `glossary ${terminalText(g.name)}`, unit: 'glossary', id: `glossary_id ${terminalText(String(g.glossary_id))}` })),
  ];
  const failed = outcomes.filter((l) => l.status === 'failed');
  // --quiet: the failures (errors) and the final line only.
  const created = options.quiet ? [] : outcomes.filter((l) => l.status === 'applied' && l.action === 'create');
  const replaced = options.quiet ? [] : result.lists.filter((l) => l.status === 'applied' && l.action === 'replace');

  if (failed.length > 0) {
    lines.push(red(bold('Failed:')));
    for (const list of failed) {
      const failure = list.failure;
      lines.push(red(`  ! ${list.shown}${where(list)}: ${terminalText(failure?.message ?? 'failed')}`));
      if (failure?.hint) lines.push(`      hint: ${terminalText(failure.hint)}`);
      if (failure?.trace_id) lines.push(`      trace id: ${terminalText(failure.trace_id)}`);
      const done = list.applied > 0 ? `${plural(list.applied, 'earlier write')} of this ${list.unit} went through; ` : '';
      if (list.skipped > 0) lines.push(yellow(`      ${done}${plural(list.skipped, 'later write')} skipped.`));
      else if (done) lines.push(`      ${done.slice(0, -2)}.`);
    }
    lines.push('');
  }
  const stopped = outcomes.filter((l) => l.status === 'stopped');
  if (stopped.length > 0) {
    const why = result.missing_scopes === undefined || result.interrupted ? 'interrupted' : `the key lacks ${result.missing_scopes.map(terminalText).join(', ')}`;
    lines.push(yellow(bold(`Not finished (${why}):`)));
    for (const list of stopped) {
      const done = list.applied > 0 ? `${plural(list.applied, 'write')} applied, ` : '';
      lines.push(yellow(`  … ${list.shown}${where(list)}: ${done}${plural(list.skipped, 'write')} not sent`));
    }
    lines.push('');
  }
  if (created.length > 0) {
    lines.push('Created:');
    for (const item of created) lines.push(green(`  + ${item.shown}: ${item.id}`));
    lines.push('');
  }
  if (replaced.length > 0) {
    lines.push('Replaced (translation requests must use the new style_id):');
    for (const list of replaced) {
      lines.push(yellow(`  -/+ ${terminalText(list.name)}: ${terminalText(String(list.previous_style_id))} → ${terminalText(String(list.style_id))}`));
      // Until the file follows, every plan stops at its stale pin.
      if (list.pinned) lines.push(`      update the pin: set style_id: ${terminalText(String(list.style_id))} in ${list.file ? terminalText(list.file) : 'its style file'}`);
    }
    lines.push('');
  }

  const { applied, failed: failedCount, skipped } = result.totals;
  const glossaries = result.glossaries?.length ?? 0;
  // "lists" alone in a run without glossaries, as before; otherwise both, or "glossaries" alone.
  const touched = glossaries === 0 ? plural(result.lists.length, 'list') : result.lists.length === 0 ? plural(glossaries, 'glossary', 'glossaries') : `${plural(result.lists.length, 'list')} and ${plural(glossaries, 'glossary', 'glossaries')}`;
  const failedUnit = glossaries === 0 ? plural(failedCount, 'list') : `${failedCount} of ${touched}`;
  if (result.interrupted) {
    const failedPart = failedCount > 0 ? `, ${failedUnit} failed` : '';
    lines.push(yellow(bold(`Apply interrupted: ${applied} applied${failedPart}, ${skipped} not sent.`)));
    lines.push('Nothing was sent after Ctrl+C except the writes already in flight. Run `stylesync plan` to see what is left, then `stylesync apply` again.');
  } else if (result.missing_scopes !== undefined) {
    const scopes = result.missing_scopes.map(terminalText).join(', ');
    lines.push(red(bold(`Apply stopped: the key lacks ${scopes}; ${applied} applied, ${skipped} not sent.`)));
    lines.push(`Nothing was sent after the refusal. Run \`stylesync apply\` again with a key that has ${scopes} (the apply key): it converges from here.`);
  } else if (failedCount === 0) {
    lines.push(green(bold(`Apply complete: ${plural(applied, 'write')} to ${touched}.`)));
  } else {
    lines.push(
      red(bold(`Apply incomplete: ${applied} applied, ${failedUnit} failed, ${skipped} skipped.`)),
    );
    lines.push('Fix the cause above, then run `stylesync plan` to see what is left and `stylesync apply` again.');
  }
  return `${lines.join('\n')}\n`;
}
