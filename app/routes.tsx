import { Spinner } from '@dars/ui';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';

// Screens are lazy chunks: the first screen pays only for what it shows.
const HomeScreen = lazy(() => import('./screens/Home/HomeScreen'));
const NotFoundScreen = lazy(() => import('./screens/NotFound/NotFoundScreen'));

export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <Switch>
        <Route path="/" component={HomeScreen} />
        <Route path="/home" component={HomeScreen} />
        <Route component={NotFoundScreen} />
      </Switch>
    </Suspense>
  );
}
