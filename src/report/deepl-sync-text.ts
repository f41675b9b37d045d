import { terminalText } from './user-text.ts';

/** What `outputs --deepl-sync` did to the sync file, for a terminal: one line per value set, then the notes. */
export function renderDeeplSync(shown: string, edit: { changes: ReadonlyArray<{ path: string; from: string | null; to: string }>; notes: readonly string[]; written: boolean }): string {
  const lines = edit.changes.map((c) => `  ${terminalText(c.path)}: ${c.from === null ? '(unset)' : terminalText(c.from)} → ${terminalText(c.to)}`);
  lines.unshift(edit.written ? `Updated ${terminalText(shown)}:` : `${terminalText(shown)} is in step with the service; nothing written.`);
  for (const note of edit.notes) lines.push(`note: ${terminalText(note)}`);
  return `${lines.join('\n')}\n`;
}

/** `plan`'s view of DeepL's CLI sync file (app/deepl-sync.ts deeplSyncStatus). */
export type DeeplSyncShown = { file: string; changes: ReadonlyArray<{ path: string; from: string | null; to: string }> } | { file: string; unreadable: string };

/**
 * The plan's note on the sync file, as plain text for each sink to escape once:
 * undefined when it is in step. Never a failure: DeepL's CLI is the caller's tool.
 */
export function deeplSyncNote(status: DeeplSyncShown | undefined): string | undefined {
  if (status === undefined) return undefined;
  if ('unreadable' in status) return `${status.file} could not be checked: ${status.unreadable}`;
  if (status.changes.length === 0) return undefined;
  const values = status.changes.map((c) => `${c.path}: ${c.from ?? '(unset)'} → ${c.to}`).join('; ');
  return `${status.file} is out of step with the service (${values}); run \`stylesync outputs --deepl-sync\` to update it.`;
}
