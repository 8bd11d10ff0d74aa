import type { AnyRouter } from '@tanstack/react-router';
import { useRouterState } from '@tanstack/react-router';
import { type Layout, layoutFor } from '../../machines/layout/layout-rules.ts';

/** Customer mode: the pages a seller's customer opens from a shared order link. */
const isCustomerPath = (pathname: string) => pathname.startsWith('/customer/');

/** The layout rules for a location of the router. */
export const layoutAt = ({ pathname, searchStr }: { pathname: string; searchStr: string }) =>
  layoutFor({ pathname, search: searchStr, isCustomerMode: isCustomerPath(pathname) });

/**
 * The layout rules for the current location. `router` reads it from outside the router's
 * tree (the popup layer); inside it, the context's router is used.
 */
export function useLayout(router?: AnyRouter): { pathname: string; layout: Layout } {
  const location = useRouterState({ router, select: (s) => s.location });
  return { pathname: location.pathname, layout: layoutAt(location) };
}
