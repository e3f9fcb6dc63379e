import { Fragment, type ReactNode } from 'react';

/**
 * Puts elements (links) into a translated sentence: `translate` receives marker strings for the
 * placeholders, and the markers are swapped for the given nodes, so word order stays each language's own.
 */
export function richText(
  translate: (params: Record<string, string>) => string,
  nodes: Record<string, ReactNode>,
): ReactNode {
  const markers = Object.fromEntries(Object.keys(nodes).map((key) => [key, `[[${key}]]`]));
  const parts = translate(markers).split(/\[\[(\w+)\]\]/);
  return parts.map((part, index) =>
    // Odd indexes are placeholder names.
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder.
    index % 2 === 1 ? <Fragment key={index}>{nodes[part]}</Fragment> : <Fragment key={index}>{part}</Fragment>,
  );
}
