import { CartErrorDialog } from '../../ui/cart-error/CartErrorDialog.tsx';
import { useCartRuntime } from './use-cart.ts';

/** The global cart error: a write the server refused; 'update cart' reloads the cart. */
export function CartErrorModal({ message }: { message: string | null }) {
  const { cart } = useCartRuntime();
  return (
    <CartErrorDialog
      message={message}
      onClose={() => cart.send({ type: 'cart.error.dismiss' })}
      onUpdate={() => cart.send({ type: 'cart.refresh' })}
    />
  );
}
