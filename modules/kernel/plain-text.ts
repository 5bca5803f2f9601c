/**
 * Control characters in text that leaves the server inside a line-based format (the .ics invite,
 * issue 24 row 5): a lone CR, a vertical tab or a NUL from a user-typed field must never reach a
 * generator that escapes only CRLF and LF, where it could start a property of its own.
 */

/** C0 and C1 controls, DEL and the Unicode line/paragraph separators. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LF = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]/g

/** A multi-line text: every line break (CRLF, lone CR, U+2028/9) becomes LF; any other control a space. */
export function multiLineText(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(CONTROL_BUT_LF, ' ')
}

/** A one-line text (a name, a title): every control character, line breaks included, becomes a space. */
export function singleLineText(text: string): string {
  return text.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim()
}
