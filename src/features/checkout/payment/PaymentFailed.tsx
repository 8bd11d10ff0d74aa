import type { ReactNode } from 'react';
import { Alert } from '../../../ui/Alert.tsx';
import { useCheckout } from '../checkout-actor.ts';
import { RetryButton } from '../RetryButton.tsx';

/** A payment step that failed: the server's words (`fallback` without them), and a retry. */
export function PaymentFailed({ fallback }: { fallback: ReactNode }) {
  const serverMessage = useCheckout((s) => s.context.serverMessage);
  return (
    <>
      <Alert kind="error">{serverMessage ?? fallback}</Alert>
      <RetryButton />
    </>
  );
}
