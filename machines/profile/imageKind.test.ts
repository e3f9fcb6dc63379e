import { describe, expect, it } from 'vitest';
import { imageKindOf, readImageKind } from './imageKind';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('imageKindOf', () => {
  it('knows PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(imageKindOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe('png');
    expect(imageKindOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(imageKindOf(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(imageKindOf(bytes('GIF87a'))).toBe('gif');
    expect(imageKindOf(bytes('RIFF', [0x24, 0, 0, 0], 'WEBP'))).toBe('webp');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(imageKindOf(bytes('hello, I am a text file'))).toBeNull();
    expect(imageKindOf(bytes('%PDF-1.7'))).toBeNull();
    expect(imageKindOf(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(imageKindOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageKindOf(new Uint8Array())).toBeNull();
  });
});

describe('readImageKind', () => {
  it('reads the content of a file, not its name or type', async () => {
    const renamed = new File(['just some text'], 'me.png', { type: 'image/png' });
    expect(await readImageKind(renamed)).toBeNull();
    const gif = new File([bytes('GIF89a', [1, 0, 1, 0])], 'picture.txt', { type: 'text/plain' });
    expect(await readImageKind(gif)).toBe('gif');
  });
});
