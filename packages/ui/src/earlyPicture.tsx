import * as styles from './earlyPicture.css';
import { isWebUrl } from './url';

export interface EarlyPictureProps {
  /** The picture's address when known before the screen's data (http(s) only); hidden without one. */
  image?: string | undefined;
  /** The class of the loaded picture it stands in for: the same box, drawn the same way. */
  className: string;
  width: number;
  height: number;
}

/**
 * The largest picture of a loading skeleton (the course header's, the first plan card's). On a first visit
 * boot (app/boot) asks for the screen's data before the app has loaded and draws that picture into this
 * element in the prerendered page (inside `data-early-image`); the app's first render passes the same
 * address (app/earlyData.ts), so the page's largest picture is drawn once, early, and never blinks out.
 */
export function EarlyPicture({ image, className, width, height }: EarlyPictureProps) {
  const shown = image && isWebUrl(image) ? image : undefined;
  return (
    <img
      className={`${className} ${styles.waiting}`}
      src={shown}
      alt=""
      width={width}
      height={height}
      fetchPriority="high"
      decoding="async"
      hidden={!shown}
    />
  );
}
