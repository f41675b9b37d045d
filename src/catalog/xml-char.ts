/**
 * What XML 1.0 cannot hold (its Char production, section 2.2): C0 controls
 * other than tab, line feed and carriage return; the noncharacters U+FFFE
 * and U+FFFF; lone surrogates. Not even as a character reference: `&#xB;` is
 * no more well-formed than the raw character. A TBX export can only refuse
 * such text, so validate refuses it first (issue #27); DEL and the C1
 * controls are Chars and are written as references.
 */
export const NOT_XML_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The index of the first character XML 1.0 cannot hold, and its code as U+XXXX; undefined when there is none. */
export function xmlCharProblem(text: string): { index: number; code: string } | undefined {
  const found = NOT_XML_CHAR.exec(text);
  if (!found) return undefined;
  return { index: found.index, code: `U+${(found[0].charCodeAt(0)).toString(16).toUpperCase().padStart(4, '0')}` };
}
