import { useI18n } from '@dars/i18n';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { useAppActors } from './AppActorsContext';
import { LazyScreen } from './LazyScreen';
import { href, loginHref } from './paths';
import { trackHistoryDepthSoon } from './platform';
import { ROUTES, type RouteDef, type RouteParams } from './routeTable';
import { useHeadingFocusOnNavigation } from './useHeadingFocus';
import { usePageTitle } from './usePageTitle';

const loadNotFound = () => import('./screens/NotFound/NotFoundScreen');

/** A route's screen with its title; student-only screens send a visitor to /login and back. */
function RouteView({ def, params }: { def: RouteDef; params: RouteParams }) {
  const { t } = useI18n();
  const { session } = useAppActors();
  const visitor = useSelector(session, (s) => s.hasTag('visitor'));
  const [location] = useLocation();
  const search = useSearch();
  usePageTitle(t(def.title));
  if (def.studentOnly && visitor) {
    return <Redirect to={loginHref(location, search)} replace />;
  }
  return <LazyScreen load={def.load} props={{ title: def.title, params }} />;
}

/**
 * The server ended the session (a 401, on any call: a student screen's, a card's heart, a public form's):
 * wherever the user is, the login screen says so and brings them back here once signed in, as a
 * student-only screen does for a visitor.
 */
function useSessionEndLeadsToLogin() {
  const { session } = useAppActors();
  const ended = useSelector(session, (s) => s.hasTag('expired'));
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (!ended || location === LOGIN_PATH) return;
    navigate(loginHref(location, search), { replace: true });
  }, [ended, location, search, navigate]);
}

const LOGIN_PATH = href('login');

/**
 * The router, derived from the registry (`routeTable.ts`): one route per path of every screen.
 * After an in-app navigation, focus moves to the new page's heading.
 */
export function AppRoutes() {
  useHeadingFocusOnNavigation();
  useSessionEndLeadsToLogin();
  // Numbers each history entry, so 'back one page' (the exam's success) knows if there is one.
  const [location] = useLocation();
  const search = useSearch();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new entry (path or query)
  useEffect(() => trackHistoryDepthSoon(), [location, search]);
  return (
    <Switch>
      {ROUTES.map((def) => (
        <Route key={def.path} path={def.path}>
          {(params) => <RouteView def={def} params={params as RouteParams} />}
        </Route>
      ))}
      <Route>
        <LazyScreen load={loadNotFound} props={{}} />
      </Route>
    </Switch>
  );
}
