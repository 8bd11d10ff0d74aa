// A live post's sample answers, as `GET /livePost/{id}` and the posts' calls answer them: a
// saved draft ready to start, the same post live with its figures, and finished. QA's paths,
// the gallery and the machine tests start from these.
import type { AnyEventObject } from 'xstate';
import type { DraftLine, LivePost } from '../live-post/live-post-rules';

export const honeyLine: DraftLine = {
  productId: 11,
  name: 'น้ำผึ้งป่าแท้ 500 กรัม',
  imageUrl: '/images/products/honey.png',
  listPrice: 259,
  cashback: 20,
  stock: 40,
  keyword: 'A1',
  price: 249,
};

const draft: LivePost = {
  id: 7,
  pageId: '104729837461827',
  postTypeId: 1,
  postId: '104729837461827_5512093847561234',
  name: 'ไลฟ์สดน้ำผึ้ง',
  statusId: 0,
  active: false,
  limitPerPerson: 2,
  createdAt: '2026-11-29T12:00:00.000Z',
  finishedAt: null,
  purchaseDemand: 0,
  submitOrder: 0,
  submitOrderPercent: 0,
  grandTotal: 0,
  cashBack: 0,
  product: [
    {
      id: 31,
      productId: honeyLine.productId,
      keyword: 'A1',
      price: 249,
      cashback: 20,
      displayCashback: 10,
      isValidatePriceToSell: true,
      producDetail: {
        name: honeyLine.name,
        urlKey: 'wild-honey-500g',
        imageUrl: honeyLine.imageUrl,
        price: 259,
        stock: 40,
      },
    },
  ],
};

export const livePostSamples = {
  draft,
  active: {
    ...draft,
    statusId: 1,
    active: true,
    purchaseDemand: 5,
    submitOrder: 4,
    submitOrderPercent: 80,
    grandTotal: 996,
    cashBack: 40,
  } satisfies LivePost,
  finished: {
    ...draft,
    statusId: 2,
    active: false,
    finishedAt: '2026-11-29T13:00:00.000Z',
    purchaseDemand: 9,
    submitOrder: 6,
    submitOrderPercent: 66.67,
    grandTotal: 1494,
    cashBack: 60,
  } satisfies LivePost,
};

const refusal = (status: number, message: string, fields: { field: string; message: string }[]) =>
  Object.assign(new Error(message), { status, message, fields });

const conflict = refusal(409, 'Only a draft is edited', []);

export const livePostInputs = [{ id: null }, { id: 7 }];

export const livePostEvents: AnyEventObject[] = [
  ...(['draft', 'active', 'finished'] as const).map((name) => ({
    type: 'xstate.done.actor.loadPost',
    output: livePostSamples[name],
  })),
  { type: 'xstate.error.actor.loadPost', error: new TypeError('offline') },
  { type: 'livePost.retry' },
  { type: 'livePost.field.set', field: 'name', value: 'ไลฟ์สดน้ำผึ้ง' },
  { type: 'livePost.product.add', line: honeyLine },
  { type: 'livePost.keyword.set', productId: honeyLine.productId, keyword: 'B2' },
  { type: 'livePost.price.set', productId: honeyLine.productId, price: 300 },
  { type: 'livePost.product.remove', productId: honeyLine.productId },
  { type: 'livePost.save' },
  { type: 'xstate.done.actor.savePost', output: livePostSamples.draft },
  { type: 'xstate.error.actor.savePost', error: conflict },
  {
    type: 'xstate.error.actor.savePost',
    error: refusal(400, 'body.products.0.keyword keyword already used', [
      { field: 'body.products.0.keyword', message: 'keyword already used' },
    ]),
  },
  { type: 'livePost.start' },
  { type: 'xstate.done.actor.startPost', output: livePostSamples.active },
  { type: 'xstate.error.actor.startPost', error: refusal(409, 'Only a draft starts', []) },
  { type: 'xstate.error.actor.startPost', error: new TypeError('offline') },
  ...(['active', 'finished'] as const).map((name) => ({
    type: 'xstate.done.actor.refreshPost',
    output: livePostSamples[name],
  })),
  { type: 'xstate.error.actor.refreshPost', error: new TypeError('offline') },
  { type: 'livePost.finish' },
  { type: 'xstate.done.actor.finishPost', output: livePostSamples.finished },
  { type: 'xstate.error.actor.finishPost', error: refusal(409, 'Only a live post finishes', []) },
  { type: 'xstate.error.actor.finishPost', error: new TypeError('offline') },
];
