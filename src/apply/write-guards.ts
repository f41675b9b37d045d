import { StylesyncError } from '../errors.ts';

/**
 * The errors every kind's writes share: a backup that could not be written,
 * no copy to back up, a write with nothing to write to. `what` names the
 * list or glossary as the message shows it.
 */
export const writeGuards = {
  /** Saves before a write that loses content; a failed backup stops the write. */
  async backup(what: string, consequence: string, save: () => Promise<string>): Promise<string> {
    try {
      return await save();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new StylesyncError(
        `could not write the backup of ${what}, so ${consequence}: ${reason}`,
        'make the backup directory writable (or choose another with --backup-dir) and run apply again.',
        { code: 'backup-failed', cause: error },
      );
    }
  },

  /** What a backup holds is the service's copy as read for this run; without one, nothing is lost unsaved. */
  noCopy(what: string, consequence: string): StylesyncError {
    return new StylesyncError(
      `no copy of the live ${what} was read before this run, so ${consequence} (there would be no backup)`,
      'this is a bug in stylesync; run plan again and report the output.',
      { code: 'internal' },
    );
  },

  /** The plan never writes to what it has not created or found; reaching this is a defect in the plan. */
  noTarget(kind: 'list' | 'glossary'): StylesyncError {
    return new StylesyncError(
      `the plan writes to a ${kind} that has no ${kind === 'list' ? 'style_id' : 'glossary_id'} (it was never created or was deleted earlier in the plan)`,
      'this is a bug in stylesync; run plan again and report the saved plan.',
      { code: 'internal' },
    );
  },
};
