import type * as Player from '@dars/ui/VideoPlayer';

/**
 * The video player is its own chunk, loaded when a lesson opens (never with the course page). The
 * lesson player machine's `loadPlayer` awaits `loadVideoPlayer()`, so a chunk that fails to load is a
 * state with a retry; once loaded, the stage draws `loadedVideoPlayer()`.
 */
let loaded: typeof Player | null = null;

export async function loadVideoPlayer(): Promise<typeof Player> {
  loaded ??= await import('@dars/ui/VideoPlayer');
  return loaded;
}

export const loadedVideoPlayer = () => loaded?.VideoPlayer ?? null;
