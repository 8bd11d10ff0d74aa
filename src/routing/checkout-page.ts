import { lazyRouteComponent } from '@tanstack/react-router';

// The three checkout routes (a cart's, a repayment's and a live order's) share one component
// chunk (`codeSplitGroupings: []` in their routes): a chunk each added a loader stub and its
// chunk list to the first load.
export const CheckoutPage = lazyRouteComponent(
  () => import('./CheckoutPageView.tsx'),
  'CheckoutPageView',
);
