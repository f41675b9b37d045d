/**
 * Which side moved, when the caller knows it. A plan compares the files with
 * the service and cannot tell by itself whether an instruction on the service
 * only was removed from the files or added on the service: it says neither
 * (`unknown`). Beside a base (a pull request's drift view, `plan --since`,
 * the scheduled drift check against the applied default branch) the caller
 * knows: `files` for changes the files made, `service` for changes made on
 * the service, outside the files (Terraform's "changed outside of Terraform").
 */
export type ChangeCause = 'unknown' | 'files' | 'service';

/** Why a live instruction goes: said per cause, never "no longer in the style file" for one that never was. */
export function instructionGoneWords(cause: ChangeCause): string {
  switch (cause) {
    case 'files':
      return 'removed from the style file';
    case 'service':
      return 'added on the service, outside the style files';
    case 'unknown':
      return 'on the service only, not in the style file';
  }
}

/** What happened to a rule or a term on the service, said beside it when the cause is the service; undefined otherwise. */
export function serviceWords(cause: ChangeCause, before: unknown, after: unknown, files: 'style files' | 'glossary files'): string | undefined {
  if (cause !== 'service') return undefined;
  // `before` is the service's value, `after` the files': the service set what the files lack, dropped what they have.
  const what = after === undefined ? 'added' : before === undefined ? 'removed' : 'changed';
  return `${what} on the service, outside the ${files}`;
}

/** The words after a block's title (a list's rules, a dictionary) whose changes were made on the service; '' otherwise. */
export function serviceBlockWords(cause: ChangeCause, files: 'style files' | 'glossary files'): string {
  return cause === 'service' ? `changed on the service, outside the ${files}` : '';
}
