/** The picture formats the profile accepts, known by their first bytes (their "magic numbers"). */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

/** How many bytes of a file tell its format. */
export const IMAGE_HEAD_BYTES = 12;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

/**
 * The format a file's first bytes announce, or null when they are not one of ours. The name and the
 * MIME type the browser guesses from it are not looked at: a text file renamed `.png` is no picture.
 */
export function imageKindOf(head: Uint8Array): ImageKind | null {
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte)) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'webp';
  return null;
}

/** Reads the first bytes of a file (a Blob) and tells its format. */
export async function readImageKind(file: Pick<Blob, 'slice'>): Promise<ImageKind | null> {
  const head = await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer();
  return imageKindOf(new Uint8Array(head));
}
