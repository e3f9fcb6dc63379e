import type { ReactNode } from 'react';

/** The top bar's links and account, shared by the bar and its lazily loaded menus. */
export interface NavLink {
  href: string;
  label: string;
}

export type TopBarAccount =
  | { kind: 'visitor' }
  | {
      kind: 'student';
      name: string;
      image: string | null;
      /** The notifications bell and panel (NotificationsMenu), rendered by the app. */
      notifications?: ReactNode;
      /** Courses in the cart (a badge, and said in the link's name); null or absent while unknown. */
      cartCount?: number | null;
    };
