import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { useDirection, useI18n } from '@dars/i18n';
import { UserIcon } from '../icons';
import { Link } from '../Link';
import * as styles from './TopBar.css';
import type { NavLink } from './types';

function Avatar({ image }: { image: string | null }) {
  return image ? <img className={styles.avatarImage} src={image} alt="" width={40} height={40} /> : <UserIcon />;
}

/** The avatar menu of a signed-in student. */
export default function AccountMenu({
  name,
  image,
  links,
  onLogout,
}: {
  name: string;
  image: string | null;
  links: NavLink[];
  onLogout: () => void;
}) {
  const { t } = useI18n();
  const { rtl } = useDirection();
  return (
    <MenuProvider rtl={rtl} placement="bottom-end">
      <MenuButton className={styles.avatarButton} aria-label={`${t('menu.label')}: ${name}`}>
        <Avatar image={image} />
      </MenuButton>
      {/* Not portalled: inside the header the menu stays in the banner landmark, and Ariakit adds no
          aria-hidden focus-trap sentinels around it (axe: region, aria-hidden-focus). Its items exist only
          while it is open: a page load does not mount and register them hidden. */}
      <Menu gutter={8} className={styles.menu} portal={false} unmountOnHide>
        <div className={styles.menuHeading} aria-hidden="true">
          {name}
        </div>
        {links.map((link) => (
          <MenuItem key={link.href} className={styles.menuItem} render={<Link variant="plain" href={link.href} />}>
            {link.label}
          </MenuItem>
        ))}
        <MenuItem className={`${styles.menuItem} ${styles.menuDanger}`} onClick={onLogout}>
          {t('auth.logout')}
        </MenuItem>
      </Menu>
    </MenuProvider>
  );
}
