import { lazyRouteComponent } from '@tanstack/react-router';

// The two checkout routes share one component chunk (`codeSplitGroupings: []` in their routes):
// a chunk each added a loader stub and its chunk list twice to the first load.
export const CheckoutPage = lazyRouteComponent(
  () => import('./CheckoutPageView.tsx'),
  'CheckoutPageView',
);

// A live order's checkout: the same checkout, read from the order first.
export const LiveCheckoutPage = lazyRouteComponent(
  () => import('./LiveCheckoutPageView.tsx'),
  'LiveCheckoutPageView',
);
