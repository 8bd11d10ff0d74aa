import { lazyRouteComponent } from '@tanstack/react-router';

// Every payment route (the shopper's, a customer's link, the affiliate's) shares one component
// chunk (`codeSplitGroupings: []` in their routes), as the checkout's do: a chunk each added a
// loader stub and its chunk list to the first load.
export const PaymentPage = lazyRouteComponent(
  () => import('./PaymentPageView.tsx'),
  'PaymentPageView',
);
