/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic, or Persian, (۰–۹) digits: what Arabic and Persian keyboards type. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * `text` with each Arabic-Indic and Persian digit written as the Latin digit of the same value (each
 * block's digits end in 0–9 in its last four bits), everything else as it is: what a field meant for the
 * server's digits (a phone number, the verification code, a coupon) sends, whatever keyboard typed it.
 */
export function toLatinDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}
