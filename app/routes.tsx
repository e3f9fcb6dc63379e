import { useI18n } from '@dars/i18n';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { useAppActors } from './AppActorsContext';
import { LazyScreen } from './LazyScreen';
import { ROUTES, type RouteDef, type ScreenKey } from './routeTable';
import { usePageTitle } from './usePageTitle';

// Screens are lazy chunks (spec section 7: they time out after 120 s): the first screen pays only for itself.
const loaders: Record<ScreenKey | 'notFound', () => Promise<{ default: ComponentType<never> }>> = {
  home: () => import('./screens/Home/HomeScreen'),
  login: () => import('./screens/Login/LoginScreen'),
  register: () => import('./screens/Register/RegisterScreen'),
  forgotPassword: () => import('./screens/ForgotPassword/ForgotPasswordScreen'),
  confirmCode: () => import('./screens/ConfirmCode/ConfirmCodeScreen'),
  resetPassword: () => import('./screens/ResetPassword/ResetPasswordScreen'),
  profile: () => import('./screens/Profile/ProfileScreen'),
  logout: () => import('./screens/Logout/LogoutScreen'),
  placeholder: () => import('./screens/Placeholder/PlaceholderScreen'),
  notFound: () => import('./screens/NotFound/NotFoundScreen'),
};

/** A route's screen with its title; student-only screens send a visitor to /login and back. */
function RouteView({ def, params }: { def: RouteDef; params: Record<string, string | undefined> }) {
  const { t } = useI18n();
  const { session } = useAppActors();
  const visitor = useSelector(session, (s) => s.matches('visitor'));
  const [location] = useLocation();
  const search = useSearch();
  usePageTitle(t(def.title));
  if (def.studentOnly && visitor) {
    const next = `${location}${search ? `?${search}` : ''}`;
    return <Redirect to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <LazyScreen load={loaders[def.screen] as never} props={{ title: def.title, params } as never} />;
}

export function AppRoutes() {
  return (
    <Switch>
      {ROUTES.map((def) => (
        <Route key={def.path} path={def.path}>
          {(params) => <RouteView def={def} params={params} />}
        </Route>
      ))}
      <Route>
        <LazyScreen load={loaders.notFound} props={{} as never} />
      </Route>
    </Switch>
  );
}
