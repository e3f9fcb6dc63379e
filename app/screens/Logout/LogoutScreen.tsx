import { Spinner } from '@dars/ui';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useAppActors } from '../../AppActorsContext';
import { href } from '../../paths';

/** /logout: removes the stored token and goes to /login (spec section 2). */
export default function LogoutScreen() {
  const { session } = useAppActors();
  const [, navigate] = useLocation();
  useEffect(() => {
    session.send({ type: 'session.logout' });
    navigate(href('login'), { replace: true });
  }, [session, navigate]);
  return <Spinner size="lg" />;
}
