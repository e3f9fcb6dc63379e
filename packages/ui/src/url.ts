/**
 * True for an absolute http(s) URL: the only kind a server link may open (spec: payment, guides,
 * certificates, social links). Anything else (javascript:, data:, relative, garbage) is refused.
 */
export function isWebUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
