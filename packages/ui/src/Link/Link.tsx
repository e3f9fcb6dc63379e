import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import * as styles from './Link.css';

type Navigate = (href: string) => void;

const NavigationContext = createContext<Navigate | null>(null);

/** Lets every ui link navigate client-side; the app passes its router's navigate. */
export function NavigationProvider({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return <NavigationContext.Provider value={navigate}>{children}</NavigationContext.Provider>;
}

export function useNavigate(): Navigate | null {
  return useContext(NavigationContext);
}

/** True for a plain left click that should stay in the app (no modifier keys, no new tab). */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /**
   * `inline` (the default): the brand colour and weight of a link in text, with a focus ring.
   * `plain`: no look of its own, for links styled as something else (menu items, buttons, the brand).
   */
  variant?: 'inline' | 'plain';
  /**
   * Given the in-app navigation of a plain click instead of its running at once: the caller runs `go` when it
   * chooses (Pagination: after the tap's own render is painted).
   */
  onNavigate?: (go: () => void) => void;
}

/** An ordinary link that navigates inside the app on a plain click when a NavigationProvider is present. */
export function Link({ href, onClick, onNavigate, target, variant = 'inline', className, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const look = variant === 'inline' ? styles.inline : undefined;
  const internal = href.startsWith('/') && !href.startsWith('//') && !target;
  return (
    <a
      href={href}
      target={target}
      className={[look, className].filter(Boolean).join(' ') || undefined}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || !internal || !isPlainClick(event)) return;
        event.preventDefault();
        if (onNavigate) onNavigate(() => navigate(href));
        else navigate(href);
      }}
    />
  );
}
