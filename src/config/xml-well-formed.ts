import { SaxesParser } from 'saxes';

export interface XmlFault {
  line: number;
  col: number;
  message: string;
}

/**
 * The first way a text breaks XML 1.0 well-formedness, or undefined.
 *
 * saxes rather than fast-xml-parser's XMLValidator (issues #27 and #31): the
 * validator takes a character outside XML 1.0's Char production (`&#xB;`, a
 * raw U+000B, `&#xFFFE;`) as well-formed, and fast-xml-parser's reader then
 * drops the reference without a word, so a term lost characters on import;
 * and the validator holds about 37 bytes per byte of a long attribute (a
 * 32 MB attribute took 1.2 GB), where saxes streams in memory about the size
 * of the text. fast-xml-parser still builds the tree once this check passes.
 *
 * An entity that no declaration we read defines (`&nbsp;`) is no fault:
 * a TBX file names its DTD as an external subset, which a non-validating
 * processor does not read, and XML 1.0's "Entity Declared" is then a
 * validity constraint, not a well-formedness one. fast-xml-parser decodes
 * the HTML names it knows and keeps the others as written, so nothing is lost.
 */
export function xmlWellFormed(text: string): XmlFault | undefined {
  const parser = new SaxesParser({ position: true });
  let fault: XmlFault | undefined;
  parser.on('error', (error) => {
    if (/^undefined entity\.$/.test(reason(error.message))) return;
    fault = { line: parser.line, col: parser.column, message: reason(error.message) };
    // The first fault is the one reported: stop reading (a hostile file can hold millions).
    throw STOP;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error !== STOP) throw error;
  }
  return fault;
}

const STOP = new Error('stop');

/** saxes prefixes its messages with the position, which the fault carries apart. */
function reason(message: string): string {
  return message.replace(/^\d+:\d+: /, '');
}
