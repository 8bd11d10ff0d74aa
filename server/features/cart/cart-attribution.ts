// The affiliate a cart is attributed to, as a save leaves it (issue 35): its three codes name
// the latest click that attributes now, of those the save sends (the SPA's affiliat_from,
// affiliat_code_share and social_referer cookies) and those the carts it writes or merges
// already hold. So the last click wins whichever save comes first, and a forged click id, one
// of another affiliate's, or one past the window attributes nothing: the codes are then empty,
// and the cart is saved as asked all the same. The network is the click's own, as recorded.
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { attributedClick } from '../shared/attribution.ts';
import type { CartCodes, CartRow } from './cart-store.ts';

type CartSave = components['schemas']['CartSave'];

const NONE = { affiliateCode: '', codeShare: '', referer: '' } as const;

/**
 * The attribution codes a save sets: none when it neither sends codes nor merges a cart (the
 * cart keeps its own, and nothing is read).
 */
export async function attributionOf(
  db: Db,
  body: CartSave,
  carts: { saved: CartRow | undefined; merged: CartRow | undefined },
  now: Date,
): Promise<CartCodes> {
  const sent = [body.affiliateCode, body.codeShare, body.referer].some(
    (code) => code !== undefined,
  );
  if (!sent && !carts.merged) return {};
  const held = [carts.saved, carts.merged].flatMap((cart) =>
    cart ? [{ affiliateCode: cart.affiliateCode, clickId: cart.codeShare }] : [],
  );
  const named = [
    { affiliateCode: body.affiliateCode ?? '', clickId: body.codeShare ?? '' },
    ...held,
  ];
  const click = await attributedClick(db, named, now);
  if (!click?.affiliateCode) return NONE;
  return { affiliateCode: click.affiliateCode, codeShare: click.id, referer: click.referer ?? '' };
}
