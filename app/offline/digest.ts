/**
 * A short SHA-256 digest (the first 12 bytes, in hex) of a token or an Authorization header: what the page and
 * the worker note of a student instead of the token itself.
 */
export async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...bytes.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
