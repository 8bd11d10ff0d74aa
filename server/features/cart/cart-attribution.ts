// The affiliate a cart is attributed to, as a save leaves it (issue 35): its three codes name
// the latest click that attributes now, of those the save sends (the SPA's affiliat_from,
// affiliat_code_share and social_referer cookies) and those the carts it writes or merges
// already hold. So the last click wins whichever save comes first, and a forged click id, one
// of another affiliate's, or one past the window attributes nothing: the codes are then empty,
// and the cart is saved as asked all the same. The network is the click's own, as recorded.
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { attributedClick } from '../shared/attribution.ts';
import { forgetCart } from './cart-cache.ts';
import { attributeCart, type CartCodes, type CartRow } from './cart-store.ts';

type CartSave = components['schemas']['CartSave'];
type Cart = components['schemas']['Cart'];

const NONE = { affiliateCode: '', codeShare: '', referer: '' } as const;

type Sent = Pick<CartSave, 'affiliateCode' | 'codeShare' | 'referer'>;
type Held = Pick<CartRow, 'affiliateCode' | 'codeShare'>;

/**
 * The attribution codes a write sets: none when it neither sends codes nor merges a cart (the
 * cart keeps its own, and nothing is read). `held` are the codes of the carts it writes or
 * merges.
 */
export async function attributionOf(
  db: Db,
  body: Sent,
  held: Array<Held | undefined>,
  merges: boolean,
  now: Date,
): Promise<CartCodes> {
  const sent = [body.affiliateCode, body.codeShare, body.referer].some(
    (code) => code !== undefined,
  );
  if (!sent && !merges) return {};
  const named = [
    { affiliateCode: body.affiliateCode ?? '', clickId: body.codeShare ?? '' },
    ...held.flatMap((cart) =>
      cart ? [{ affiliateCode: cart.affiliateCode, clickId: cart.codeShare }] : [],
    ),
  ];
  const click = await attributedClick(db, named, now);
  if (!click?.affiliateCode) return NONE;
  return { affiliateCode: click.affiliateCode, codeShare: click.id, referer: click.referer ?? '' };
}

/**
 * A cart just updated, attributed by the codes the update sent (a shopper with a cart who
 * landed through a link: a save would carry them, an update does too). Unchanged codes, or a
 * cart written meanwhile, leave it as answered.
 */
export async function attributeUpdated(db: Db, answer: Cart, body: Sent, now: Date): Promise<Cart> {
  const codes = await attributionOf(db, body, [answer], false, now);
  if (codes.affiliateCode === undefined) return answer;
  const same = codes.affiliateCode === answer.affiliateCode && codes.codeShare === answer.codeShare;
  if (same) return answer;
  const cart = await attributeCart(db, answer.cartId, answer.version, {
    affiliateCode: codes.affiliateCode,
    codeShare: codes.codeShare ?? '',
    referer: codes.referer ?? '',
  });
  if (!cart) return answer;
  // The kept cart still holds the old codes and version: the next write reads it again.
  forgetCart(db, answer.cartId);
  return {
    ...answer,
    version: cart.version,
    affiliateCode: cart.affiliateCode,
    codeShare: cart.codeShare,
    referer: cart.referer,
  };
}
