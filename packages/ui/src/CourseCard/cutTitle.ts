/**
 * A course title cut for a card (spec section 9): to `words` words, or to `chars` characters when given
 * (the my-courses strip), with an ellipsis only when something was cut.
 */
export function cutTitle(title: string, { words = 5, chars }: { words?: number; chars?: number } = {}): string {
  const clean = title.trim().replace(/\s+/g, ' ');
  if (chars !== undefined) {
    const letters = Array.from(clean);
    if (letters.length <= chars) return clean;
    return `${letters.slice(0, chars).join('').trimEnd()}…`;
  }
  const parts = clean.split(' ');
  if (parts.length <= words) return clean;
  return `${parts.slice(0, words).join(' ')}…`;
}
