// Apart from tbx.ts so that the glossary checks can name the note without loading the XML parser.

/** The note stylesync writes for `translate: false` (TBX-Basic has no data category for it; a note is what every tool shows). */
export const DO_NOT_TRANSLATE_NOTE = 'Do not translate.';
