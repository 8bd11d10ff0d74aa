// Every write of a cart is decided on the cart as it is: a cart the writer may not use is a 404
// like an unknown one, a stale version a 409 with the cart as it is now, bad lines a 400 naming
// each field; nothing is written unless all of that passes. Then the version goes up by one and the
// lines are written, or the cart, emptied, is deleted. A save runs in one transaction over the
// locked carts (a guest's new cart locks nothing: its insert needs none); an update or a seller's
// removal reads the cart with its catalogue, then writes in one statement only while the cart is
// still at the version read (cart-store.ts), else answers as a stale version. When the server
// keeps the cart at that version (cart-cache.ts), it decides on that instead and writes with a
// statement that also checks the catalogue and the stock it decided on (writeOnKept): one
// statement where there were two, the same answer. Of two writes based on the same version
// exactly one succeeds, and a line is never lost. Each write runs on one connection.
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, onOneConnection } from '../../db/client.ts';
import {
  type ApiError,
  Conflict,
  fieldError,
  fieldErrors,
  notFound,
} from '../../http/api-error.ts';
import { msg } from '../../http/messages.ts';
import { attributeUpdated, attributionOf } from './cart-attribution.ts';
import { forgetCart, keepCart, keptCart } from './cart-cache.ts';
import { catalogueOf } from './cart-catalogue.ts';
import type { CartCatalogue } from './cart-catalogue-types.ts';
import { type Decision, writeOnKept } from './cart-kept-write.ts';
import {
  type LineRequest,
  lineKey,
  lineOffer,
  lineProblems,
  type StockNeeds,
  stockNeeds,
} from './cart-lines.ts';
import {
  bumpCart,
  type CartCodes,
  changeCartLines,
  deleteAt,
  deleteCart,
  insertCart,
  type LoadedCart,
  lockCarts,
  lockOwner,
  mayUse,
  ownCartId,
  readCart,
  type StoredCart,
  type Writer,
  writeLines,
} from './cart-store.ts';
import { cartOf } from './cart-view.ts';
import { lineChanges, type NewLine } from './stored-lines.ts';

type Cart = components['schemas']['Cart'];
type CartSave = components['schemas']['CartSave'];
type CartUpdate = components['schemas']['CartUpdate'];

/** The 404 of a cart the writer may not use (or of none), else the 409 with the cart as it is. */
function refusalOf(loaded: LoadedCart | undefined, writer: Writer): ApiError {
  if (!loaded || !mayUse(loaded.cart, writer.userId)) return notFound('cart');
  const { cart, lines, catalogue } = loaded;
  return new Conflict(msg('cart.changed'), cartOf(cart, lines, catalogue, writer.culture));
}

/** The cart `loaded` when the writer may use it and `version` is its own; else 404 or 409. */
function current(loaded: LoadedCart | undefined, version: number, writer: Writer): LoadedCart {
  if (!loaded || !mayUse(loaded.cart, writer.userId) || loaded.cart.version !== version)
    throw refusalOf(loaded, writer);
  return loaded;
}

/** The locked cart `id` when the writer may use it and `version` is its own; else 404 or 409. */
async function currentLocked(
  tx: Db,
  locked: Map<string, StoredCart>,
  id: string,
  version: number,
  writer: Writer,
): Promise<StoredCart> {
  const stored = locked.get(id);
  if (!stored || !mayUse(stored.cart, writer.userId) || stored.cart.version !== version)
    throw refusalOf(await readCart(tx, id), writer);
  return stored;
}

function refuseBadLines(
  requests: LineRequest[],
  catalogue: CartCatalogue,
  held: (key: string) => number,
): void {
  const problems = lineProblems(requests, catalogue, held);
  if (problems.length) throw fieldErrors(problems);
}

/**
 * A line as asked (already checked): its seller is its product's, and it is chosen as asked,
 * else as it was (`wasChosen`), else when its stock covers it.
 */
function lineOf(
  request: LineRequest & { isCheckBox?: boolean | undefined },
  catalogue: CartCatalogue,
  position: number,
  wasChosen: boolean | undefined,
): NewLine {
  const product = catalogue.products.get(request.productId);
  if (!product) throw new Error(`product ${request.productId} was checked but is not known`);
  const { available } = lineOffer(product, request.optionIds);
  return {
    productId: product.id,
    optionIds: [...request.optionIds].sort((a, b) => a - b),
    sellerId: product.storeId,
    quantity: request.quantity,
    isCheckBox: request.isCheckBox ?? wasChosen ?? (available > 0 && request.quantity <= available),
    position,
  };
}

/**
 * Writes `lines` (in the order they were added) as the cart `loaded`'s, one version up, if it is
 * still as read, and answers the cart as written; a cart left without lines is deleted (its id
 * then answers 404), and answered empty, one version up. A cart written meanwhile is a 409 (or
 * a 404, deleted), as if the write had come after.
 */
async function write(
  db: Db,
  { cart, lines: before, catalogue, generation }: LoadedCart,
  lines: NewLine[],
  writer: Writer,
): Promise<Cart> {
  const { userId, culture } = writer;
  const written = lines.length
    ? await writeLines(db, cart.id, cart.version, userId, lineChanges(before, lines))
    : (await deleteAt(db, cart.id, cart.version, userId)) && cart.version + 1;
  if (!written) throw refusalOf(await readCart(db, cart.id), writer);
  keepCart(db, { cart: { ...cart, version: written }, lines, generation });
  return cartOf({ ...cart, version: written }, lines, catalogue, culture);
}

const linesByKey = (stored: StoredCart | undefined) =>
  new Map((stored?.lines ?? []).map((line) => [lineKey(line), line]));

/** The promotion code a save sets, kept when absent; the affiliate's codes are checked. */
const promotionCodeOf = (body: CartSave): CartCodes =>
  body.promotionCode === undefined ? {} : { promotionCode: body.promotionCode };

/**
 * Without `cartId` a new cart (the shopper's, who must have none, or a guest's); with it, the
 * cart's lines become those of `orders`. `oldCartId`, a guest cart merged in by the client at
 * `oldVersion`, is deleted with it (ignored when already gone; a 409 when written since). A
 * guest cart saved by a shopper who has no cart becomes theirs. A quantity may stay above the
 * stock when the cart (or the merged one) holds it already; it cannot grow past it.
 */
export function saveCart(db: Db, body: CartSave, writer: Writer, now: Date): Promise<Cart> {
  return onOneConnection(db, (connection) => save(connection, body, writer, now));
}

async function save(db: Db, body: CartSave, writer: Writer, now: Date): Promise<Cart> {
  const { userId, culture } = writer;
  if (body.cartId !== undefined && body.version === undefined)
    throw fieldError('body.version', msg('field.required'));
  if (body.oldCartId !== undefined && body.oldVersion === undefined)
    throw fieldError('body.oldVersion', msg('field.required'));
  const requests = body.orders.flatMap((order, o) =>
    order.products.map((line, p) => ({
      ...line,
      field: `body.orders.${o}.products.${p}`,
      sellerId: order.sellerId,
    })),
  );
  // The lines become those asked: their catalogue needs no lock, and is read before it.
  const { catalogue, generation } = await catalogueOf(
    db,
    requests.map((request) => request.productId),
    requests.map((request) => request.sellerId),
  );
  const decide = async (tx: Db): Promise<StoredCart> => {
    if (userId !== null) await lockOwner(tx, userId);
    const oldId = body.oldCartId === body.cartId ? undefined : body.oldCartId;
    const locked = await lockCarts(
      tx,
      [body.cartId, oldId].filter((id): id is string => id !== undefined),
    );
    const old = oldId === undefined ? undefined : locked.get(oldId);
    if (old && !mayUse(old.cart, userId)) throw notFound('cart');
    // A guest cart written after the client read it holds lines the merge would lose.
    if (old && old.cart.version !== body.oldVersion)
      throw refusalOf(await readCart(tx, old.cart.id), writer);
    const target =
      body.cartId === undefined
        ? undefined
        : await currentLocked(tx, locked, body.cartId, body.version ?? 0, writer);
    if (!target) {
      const own = userId === null ? undefined : await ownCartId(tx, userId);
      const owned = own === undefined ? undefined : await readCart(tx, own);
      if (owned)
        throw new Conflict(
          msg('cart.exists'),
          cartOf(owned.cart, owned.lines, owned.catalogue, culture),
        );
      if (!requests.length) throw fieldError('body.orders', msg('cart.emptyNew'));
    }

    // What the cart and the guest cart merged into it hold already.
    const [inTarget, inOld] = [linesByKey(target), linesByKey(old)];
    refuseBadLines(requests, catalogue, (key) =>
      Math.max(inTarget.get(key)?.quantity ?? 0, inOld.get(key)?.quantity ?? 0),
    );
    const lines = requests.map((request, position) => {
      const key = lineKey(request);
      const was = inTarget.get(key) ?? inOld.get(key);
      return lineOf(request, catalogue, position, was?.isCheckBox);
    });

    if (old) await deleteCart(tx, old.cart.id);
    const codes = {
      ...promotionCodeOf(body),
      ...(await attributionOf(tx, body, [target?.cart, old?.cart], old !== undefined, now)),
    };
    if (!target) return { cart: await insertCart(tx, userId, codes, lines), lines };
    const claims =
      target.cart.userId === null && userId !== null && (await ownCartId(tx, userId)) === undefined;
    const cart = await bumpCart(tx, target.cart.id, claims ? { ...codes, userId } : codes);
    if (lines.length) await changeCartLines(tx, cart.id, lineChanges(target.lines, lines));
    else await deleteCart(tx, cart.id);
    return { cart, lines };
  };
  // A guest's new cart has nothing to lock or merge: its one insert needs no transaction.
  const locks = userId !== null || body.cartId !== undefined || body.oldCartId !== undefined;
  const saved = await (locks ? db.transaction(decide) : decide(db));
  keepCart(db, { ...saved, generation });
  if (body.oldCartId !== undefined && body.oldCartId !== saved.cart.id)
    forgetCart(db, body.oldCartId);
  return cartOf(saved.cart, saved.lines, catalogue, culture);
}

/**
 * The write `decide` makes of the cart `cartId` at `version`: decided on the cart as kept when
 * the server keeps it at that version (writeOnKept), else on the cart read now with the
 * catalogue of its lines and of `productIds`, the products the change names.
 */
function writeDecided(
  db: Db,
  cartId: string,
  version: number,
  writer: Writer,
  productIds: number[],
  decide: (loaded: LoadedCart) => Decision,
): Promise<Cart> {
  return onOneConnection(db, async (connection) => {
    const kept = keptCart(connection, cartId);
    if (kept && kept.cart.version === version && mayUse(kept.cart, writer.userId)) {
      const answer = await writeOnKept(connection, kept, productIds, decide, writer);
      if (answer) return answer;
    }
    const loaded = current(await readCart(connection, cartId, productIds), version, writer);
    return write(connection, loaded, decide(loaded).lines, writer);
  });
}

/**
 * Sets the quantity (0 removes) and choice of the lines named; a line not there is added. The
 * affiliate's codes it sends attribute the cart as a save's do (cart-attribution.ts).
 */
export async function updateCart(
  db: Db,
  cartId: string,
  body: CartUpdate,
  writer: Writer,
  now: Date,
): Promise<Cart> {
  const answer = await updateLines(db, cartId, body, writer);
  return answer.orders.length > 0 ? attributeUpdated(db, answer, body, now) : answer;
}

function updateLines(db: Db, cartId: string, body: CartUpdate, writer: Writer): Promise<Cart> {
  const requests = body.changes.map((change, i) => ({ ...change, field: `body.changes.${i}` }));
  const productIds = requests.map((request) => request.productId);
  return writeDecided(db, cartId, body.version, writer, productIds, (loaded) => {
    const { catalogue } = loaded;
    const lines = new Map<string, NewLine>(loaded.lines.map((line) => [lineKey(line), line]));
    const held = (key: string) => lines.get(key)?.quantity ?? 0;
    refuseBadLines(requests, catalogue, held);
    const needs = stockNeeds(requests, held);
    let position = Math.max(-1, ...loaded.lines.map((line) => line.position)) + 1;
    for (const request of requests) {
      const key = lineKey(request);
      const line = lines.get(key);
      if (request.quantity === 0) lines.delete(key);
      else if (line)
        lines.set(key, {
          ...line,
          quantity: request.quantity,
          isCheckBox: request.isCheckBox ?? line.isCheckBox,
        });
      else lines.set(key, lineOf(request, catalogue, position++, undefined));
    }
    return { lines: [...lines.values()], needs };
  });
}

const NO_NEEDS: StockNeeds = { products: [], options: [] };

/** Removes every line of the seller; a seller with none in the cart is a 404. */
export function deleteSellerLines(
  db: Db,
  cartId: string,
  sellerId: number,
  version: number,
  writer: Writer,
): Promise<Cart> {
  return writeDecided(db, cartId, version, writer, [], (loaded) => {
    const lines = loaded.lines.filter((line) => line.sellerId !== sellerId);
    if (lines.length === loaded.lines.length) throw notFound('cartSeller');
    return { lines, needs: NO_NEEDS };
  });
}
