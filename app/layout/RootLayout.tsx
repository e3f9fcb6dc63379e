import { loadMessages, otherLanguage, useI18n } from '@dars/i18n';
import { cartCountOf, notificationsStatus } from '@dars/machines';
import { lazyPart, NavigationProvider, SiteFooter, type SocialKind, TopBar } from '@dars/ui';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppActors } from '../AppActorsContext';
import { href, searchHref } from '../paths';
import { useAppInfo } from '../useAppInfo';
import { ACCOUNT_LINKS, COPYRIGHT_YEAR, FOOTER_LINKS, NAV_LINKS, POLICY_LINKS } from './links';
import * as styles from './RootLayout.css';

// The bell's panel needs Ariakit: it loads for students only, after the first screen.
const NotificationsMenu = lazyPart(() =>
  import('@dars/ui/NotificationsMenu').then((m) => ({ default: m.NotificationsMenu })),
);

// The connection bar, the service worker's registration and the offline copies' owner: after the first screen.
const ConnectionStatus = lazyPart(() => import('../offline/ConnectionStatus'));

const SOCIAL: SocialKind[] = ['facebook', 'twitter', 'instagram', 'snapchat', 'youtube', 'whatsapp'];

function Notifications() {
  const { notifications } = useAppActors();
  const snapshot = useSelector(notifications, (s) => s);
  const shown = notificationsStatus(snapshot);
  const status = shown === 'off' ? 'loading' : shown;
  return (
    <NotificationsMenu
      fallback={<span className={styles.bellPlaceholder} aria-hidden="true" />}
      items={snapshot.context.items}
      status={status}
      onRead={(id) => notifications.send({ type: 'notifications.read', id })}
      onReadAll={() => notifications.send({ type: 'notifications.readAll' })}
      onDelete={(id) => notifications.send({ type: 'notifications.delete', id })}
      onRetry={() => notifications.send({ type: 'notifications.load' })}
    />
  );
}

/** The root layout every route sits under (spec section 2): top bar, the screen, footer. */
export function RootLayout({ children }: { children: ReactNode }) {
  const { t, lang } = useI18n();
  const { language, session, cartCount } = useAppActors();
  const cartCourses = useSelector(cartCount, cartCountOf);
  const { info, slow } = useAppInfo();
  const profile = useSelector(session, (s) => (s.hasTag('member') ? s.context.profile : undefined));
  const member = useSelector(session, (s) => s.hasTag('member'));
  const [location, navigate] = useLocation();
  const search = useSearch();
  const term = location === '/search-result' ? (new URLSearchParams(search).get('term') ?? '') : '';
  const name = info?.name?.trim() || t('app.fallbackName');
  const contact = info?.contact_us;

  return (
    <NavigationProvider navigate={navigate}>
      <div className={styles.shell}>
        <TopBar
          name={info?.name ?? null}
          logoUrl={info?.logo || null}
          loading={slow}
          nav={NAV_LINKS.map((l) => ({ href: l.href, label: t(l.label) }))}
          currentPath={location}
          onToggleLanguage={() => {
            // The other language's messages arrive first, so the page never turns with the old words.
            loadMessages(otherLanguage(lang)).then(
              () => language.send({ type: 'language.toggle' }),
              (error: unknown) => console.warn('[language] could not load the messages', error),
            );
          }}
          searchTerm={term}
          onSearch={(value) => {
            const href = searchHref(value);
            if (href) navigate(href);
          }}
          account={
            member
              ? {
                  kind: 'student',
                  name: profile?.name || t('menu.label'),
                  image: profile?.image ?? null,
                  notifications: <Notifications />,
                  cartCount: cartCourses,
                }
              : { kind: 'visitor' }
          }
          accountLinks={ACCOUNT_LINKS.map((l) => ({ href: l.href, label: t(l.label) }))}
          onLogout={() => navigate(href('logout'))}
        />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter
          name={name}
          logoUrl={info?.logo || null}
          social={SOCIAL.flatMap((kind) => (contact?.[kind] ? [{ kind, href: contact[kind] }] : []))}
          links={FOOTER_LINKS[lang].map((l) => ({ href: l.href, label: t(l.label) }))}
          policies={POLICY_LINKS.map((l) => ({ href: l.href, label: t(l.label) }))}
          address={contact?.address || null}
          phone={contact?.phone || null}
          email={contact?.email || null}
          year={COPYRIGHT_YEAR}
          onNavigate={navigate}
        />
        <ConnectionStatus fallback={null} />
      </div>
    </NavigationProvider>
  );
}
