import { Navigate, useRouterState } from '@tanstack/react-router';
import { NotYetAvailable } from '../ui/NotYetAvailable.tsx';
import { HOME_PATH } from './catalogue-paths.ts';

/** Unknown paths go home. Until the home route exists, / itself would loop, so it says so instead. */
export function UnknownPath() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (pathname === '/') return <NotYetAvailable />;
  return <Navigate to={HOME_PATH} replace />;
}
