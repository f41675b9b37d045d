/**
 * A style or glossary file's optional top-level `note:` (issue #30): the
 * change in words that the guide's dated What's new shows for that file in
 * a commit that changed the note, beside the commit's subject. For people;
 * never sent to the service. One line, as long as the subject the table
 * shows: it is a table cell, not a page.
 */
export const FILE_NOTE_MAX_CHARS = 200;

/** The schema of `note:`, shared by the style list and glossary schemas. */
export function fileNoteSchema(): Record<string, unknown> {
  return {
    type: 'string',
    pattern: '\\S',
    maxLength: FILE_NOTE_MAX_CHARS,
    description: `The change in words for the style guide's dated What's new (\`stylesync guide\`): shown beside the commit subject on the rows of the commits that changed it. One line, at most ${FILE_NOTE_MAX_CHARS} characters; never sent to the service. See docs/guide.md.`,
  };
}
