import { terminalText } from './user-text.ts';

/** What `outputs --deepl-sync` did to the sync file, for a terminal: one line per value set, then the notes. */
export function renderDeeplSync(shown: string, edit: { changes: ReadonlyArray<{ path: string; from: string | null; to: string }>; notes: readonly string[]; written: boolean }): string {
  const lines = edit.changes.map((c) => `  ${terminalText(c.path)}: ${c.from === null ? '(unset)' : terminalText(c.from)} → ${terminalText(c.to)}`);
  lines.unshift(edit.written ? `Updated ${terminalText(shown)}:` : `${terminalText(shown)} is in step with the service; nothing written.`);
  for (const note of edit.notes) lines.push(`note: ${terminalText(note)}`);
  return `${lines.join('\n')}\n`;
}
