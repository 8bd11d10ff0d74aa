import type { Request } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { LivePostContext } from '../../../machines/live-post/live-post.machine';
import { visitorCookies, withoutPopup } from '../support/accounts.ts';
import { becomeAffiliateByApi } from '../support/affiliates.ts';
import { expect } from '../support/fixtures.ts';
import {
  connectPageByApi,
  freeLiveProduct,
  goLiveByApi,
  moveLivePostByApi,
} from '../support/live.ts';
import { signInNewShopper } from '../support/shopper.ts';
import { exact } from './account-screens.ts';
import type { Screen, ScreenModel, StepContext } from './screen-model.ts';

// A new live post on /user/profile/affiliate/live/new, against the real server, from a page the
// affiliate connected on the stand-in and a post gone live there. The post's reads (its load and
// the dashboard's every second), its saves and its moves are held, then let through, dropped, or
// sent on changed: a save is sent on the connected page's post, with a product when the draft
// has none, so the saved post is one that may start (as the path's sample is); a keyword the
// server refuses makes its 400; a move made behind the page's back (as in another tab) its 409.

const LOAD = 'load';
const SAVE = 'save';
const MOVE = 'move';

const WORDS = {
  name: 'ชื่อโพสต์ไลฟ์',
  keyword: 'คีย์เวิร์ด',
  price: 'ราคาขายในไลฟ์ (บาท)',
  search: 'ค้นหาสินค้า',
  add: (name: string) => `เพิ่ม ${name}`,
  remove: (name: string) => `นำ ${name} ออก`,
  save: 'บันทึกฉบับร่าง',
  start: 'เริ่มไลฟ์',
  finish: 'จบการขาย',
  finished: 'จบการขายแล้ว',
  loading: 'กำลังโหลด…',
  unavailable: 'โหลดข้อมูลไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  live: 'Live',
};

const main = (screen: Screen) => screen.page.getByRole('main');
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LivePostContext;
const postIdOf = (memory: Record<string, string>) => Number(memory.livePostId);

/** The post's id, once the page's first save made it (its address says so). */
async function rememberPost(screen: Screen, memory: Record<string, string>) {
  await expect(screen.page).toHaveURL(/\/live\/\d+$/);
  memory.livePostId = /\/live\/(\d+)$/.exec(screen.page.url())?.[1] ?? '';
}

/** The save as the path has it: on the connected page's post, selling something. */
function savedAs(memory: Record<string, string>, keyword?: string) {
  return (request: Request) => {
    const body = JSON.parse(request.postData() ?? '{}');
    const products = body.products.length
      ? body.products
      : [{ productId: Number(memory.productId), keyword: 'A1', price: Number(memory.listPrice) }];
    return {
      postData: JSON.stringify({
        ...body,
        pageId: memory.pageId,
        postId: memory.postId,
        products: keyword ? products.map((line: object) => ({ ...line, keyword })) : products,
      }),
    };
  };
}

/** Moves the post on the server to what the next read must say, then lets the read through. */
async function answerRead({ screen, event, memory }: StepContext) {
  const wanted: number = event.output.statusId;
  const id = postIdOf(memory);
  if (wanted >= 1 && memory.serverStatus === '0')
    await moveLivePostByApi(screen.page.request, id, 'start');
  if (wanted === 2 && memory.serverStatus !== '2')
    await moveLivePostByApi(screen.page.request, id, 'finish');
  memory.serverStatus = String(wanted);
  await screen.pass(LOAD);
}

/** Makes the held move refused with a 409: the post moved there already, behind the page. */
async function conflictingMove(step: StepContext, move: 'start' | 'finish') {
  const { screen, memory } = step;
  if (memory.serverStatus === '0')
    await moveLivePostByApi(screen.page.request, postIdOf(memory), 'start');
  if (move === 'finish') await moveLivePostByApi(screen.page.request, postIdOf(memory), 'finish');
  memory.serverStatus = move === 'start' ? '1' : '2';
  await screen.pass(MOVE);
}

export const livePostScreens: ScreenModel = {
  async open(screen, _input, memory) {
    await signInNewShopper(screen.page);
    await becomeAffiliateByApi(screen.page.request);
    const pageName = `เพจ paths ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;
    memory.pageId = await connectPageByApi(screen.page.request, pageName);
    memory.postId = await goLiveByApi(screen.page.request, memory.pageId, 'ไลฟ์ของเส้นทาง');
    const product = await freeLiveProduct(screen.page.request);
    memory.productId = String(product.productId);
    memory.productName = product.name;
    memory.listPrice = String(product.listPrice);
    await screen.hold('/livePost/*', (held) => held.method() === 'GET', LOAD);
    await screen.hold('/live/posts', (held) => held.method() === 'POST', SAVE);
    await screen.hold('/live/posts/*', (held) => held.method() === 'PUT', SAVE);
    await screen.hold('/live/posts/*/*', (held) => held.method() === 'POST', MOVE);
    // Not startOn: its wait for the network to settle would wait out the held calls.
    await visitorCookies(screen.page, 'th', screen.baseURL);
    await screen.page.goto(withoutPopup('/user/profile/affiliate/live/new'));
  },
  states: {
    'livePost.loading': async (screen) => {
      await expect(main(screen).getByRole('status')).toContainText(WORDS.loading);
    },
    'livePost.unavailable': async (screen) => {
      await expect(main(screen).getByRole('alert')).toContainText(WORDS.unavailable);
      await expect(main(screen).getByRole('button', exact(WORDS.retry))).toBeVisible();
    },
    'livePost.draft.editing': async (screen, snapshot) => {
      const context = contextOf(snapshot);
      await expect(main(screen).locator('form[aria-busy="false"]')).toBeVisible();
      await expect(main(screen).getByRole('textbox', exact(WORDS.name))).toHaveValue(
        context.draft.name,
      );
      if (context.problems.length > 0)
        await expect(main(screen).locator('[aria-invalid="true"]').first()).toBeVisible();
      await expect(main(screen).getByRole('alert')).toHaveCount(context.serverMessage ? 1 : 0);
    },
    'livePost.draft.saving': async (screen) => {
      await expect(main(screen).locator('form[aria-busy="true"]')).toBeVisible();
      await expect(main(screen).getByRole('button', exact(WORDS.save))).toBeDisabled();
    },
    'livePost.draft.starting': async (screen) => {
      await expect(main(screen).locator('form[aria-busy="true"]')).toBeVisible();
      await expect(main(screen).getByRole('button', exact(WORDS.start))).toBeDisabled();
    },
    'livePost.active.watching': async (screen) => {
      await expect(main(screen).getByText(WORDS.live, { exact: true })).toBeVisible();
      await expect(main(screen).getByRole('button', exact(WORDS.finish))).toBeEnabled();
    },
    'livePost.active.refreshing': async (screen) => {
      await expect(main(screen).getByText(WORDS.live, { exact: true })).toBeVisible();
      await expect(main(screen).getByRole('button', exact(WORDS.finish))).toBeEnabled();
    },
    'livePost.active.finishing': async (screen) => {
      await expect(main(screen).getByRole('button', exact(WORDS.finish))).toBeDisabled();
    },
    'livePost.finished': async (screen) => {
      await expect(main(screen).getByText(WORDS.finished, { exact: true })).toBeVisible();
      await expect(main(screen).getByRole('button', exact(WORDS.finish))).toHaveCount(0);
    },
  },
  events: {
    'xstate.done.actor.loadPost': answerRead,
    'xstate.error.actor.loadPost': ({ screen }) => screen.drop(LOAD),
    'livePost.retry': ({ screen }) => main(screen).getByRole('button', exact(WORDS.retry)).click(),
    'livePost.field.set': ({ screen, event }) =>
      main(screen).getByRole('textbox', exact(WORDS.name)).fill(String(event.value)),
    'livePost.product.add': async ({ screen, memory }) => {
      await main(screen)
        .getByRole('searchbox', exact(WORDS.search))
        .fill(memory.productName ?? '');
      await main(screen)
        .getByRole('button', exact(WORDS.add(memory.productName ?? '')))
        .click();
    },
    'livePost.keyword.set': ({ screen, event }) =>
      main(screen).getByRole('textbox', exact(WORDS.keyword)).fill(event.keyword),
    // Above the list price, as the path's price is above its sample's.
    'livePost.price.set': ({ screen, memory }) =>
      main(screen)
        .getByRole('textbox', exact(WORDS.price))
        .fill(String(Number(memory.listPrice) + 1)),
    'livePost.product.remove': ({ screen, memory }) =>
      main(screen)
        .getByRole('button', exact(WORDS.remove(memory.productName ?? '')))
        .click(),
    'livePost.save': ({ screen }) => main(screen).getByRole('button', exact(WORDS.save)).click(),
    'xstate.done.actor.savePost': async ({ screen, memory }) => {
      await screen.passChanged(SAVE, savedAs(memory));
      await rememberPost(screen, memory);
      memory.serverStatus = '0';
    },
    'xstate.error.actor.savePost': async (step) => {
      const { screen, event, memory } = step;
      if (event.error?.status === 409) {
        // Started behind the page's back: only a draft is edited.
        await moveLivePostByApi(screen.page.request, postIdOf(memory), 'start');
        memory.serverStatus = '1';
        await screen.passChanged(SAVE, savedAs(memory));
      } else await screen.passChanged(SAVE, savedAs(memory, '!!'));
    },
    'livePost.start': ({ screen }) => main(screen).getByRole('button', exact(WORDS.start)).click(),
    'xstate.done.actor.startPost': async ({ screen, memory }) => {
      memory.serverStatus = '1';
      await screen.pass(MOVE);
    },
    'xstate.error.actor.startPost': (step) =>
      step.event.error?.status === 409 ? conflictingMove(step, 'start') : step.screen.drop(MOVE),
    'xstate.after.dashboardRefresh.livePost.active.watching': async ({ screen }) => {
      await screen.peek(LOAD);
    },
    'xstate.done.actor.refreshPost': answerRead,
    'xstate.error.actor.refreshPost': ({ screen }) => screen.drop(LOAD),
    'livePost.finish': async ({ screen }) => {
      await main(screen).getByRole('button', exact(WORDS.finish)).click();
      await screen.page.getByRole('dialog').getByRole('button', exact(WORDS.finish)).click();
    },
    'xstate.done.actor.finishPost': async ({ screen, memory }) => {
      memory.serverStatus = '2';
      await screen.pass(MOVE);
    },
    'xstate.error.actor.finishPost': (step) =>
      step.event.error?.status === 409 ? conflictingMove(step, 'finish') : step.screen.drop(MOVE),
  },
};
