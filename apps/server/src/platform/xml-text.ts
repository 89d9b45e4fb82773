/**
 * Characters XML 1.0 cannot hold (its Char production): the C0 controls other than tab, line feed
 * and carriage return, U+FFFE, U+FFFF, and a UTF-16 surrogate without its other half. One of them
 * in a sheet's XML makes the workbook not well-formed: LibreOffice silently drops the rest of the
 * row, every later row and the totals.
 */
const XML_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const XML_FORBIDDEN_ALL = new RegExp(XML_FORBIDDEN.source, 'g');

/** Whether the text holds a character XML 1.0 forbids. */
export const hasXmlForbiddenChar = (text: string): boolean => XML_FORBIDDEN.test(text);

/** The text without the characters XML 1.0 forbids (tab, line feed and carriage return stay). */
export const withoutXmlForbiddenChars = (text: string): string =>
  XML_FORBIDDEN.test(text) ? text.replace(XML_FORBIDDEN_ALL, '') : text;
