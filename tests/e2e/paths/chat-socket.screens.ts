import type { Page, WebSocketRoute } from '@playwright/test';
import { visitorCookies, withoutPopup } from '../support/accounts.ts';
import { expect } from '../support/fixtures.ts';
import { API_HEADERS } from '../support/samples.ts';
import { signInNewShopper } from '../support/shopper.ts';
import { exact } from './account-screens.ts';
import type { Screen, ScreenModel } from './screen-model.ts';

// The chat's socket on /chat, against the real server, held between the page and the server by
// Playwright's WebSocket route: each connection waits until the path opens or drops it, and the
// page's pings are held, so time (the page's clock, paused once the socket is asked for) makes
// a socket stale and then dead, and a held ping let through is its answer, late.

const WORDS = {
  title: 'แชท',
  connecting: 'กำลังเชื่อมต่อ…',
  retrying: 'ขาดการเชื่อมต่อ',
  messages: 'ข้อความ',
  loginTitle: 'กรุณาเข้าสู่ระบบ',
};

/** The longest pause the machine takes before connecting again (chat-socket-rules.ts). */
const RETRY_CAP_MS = 30_000;
const PING_INTERVAL_MS = 2_000;
const CONNECT_TIMEOUT_MS = 10_000;
const STEP_MS = 100;

/** One page's socket, as the path decides it. */
class SocketControl {
  private decisions: ((open: boolean) => void)[] = [];
  private waiting: (() => void)[] = [];
  page: WebSocketRoute | null = null;
  server: WebSocketRoute | null = null;
  heldPings: string[] = [];

  /** A connection asked for: it waits for `decide`, unless the page gives it up first. */
  async asked(ws: WebSocketRoute) {
    let server: WebSocketRoute | null = null;
    const open = await new Promise<boolean>((resolve) => {
      this.decisions.push(resolve);
      // Closed by the page (given up while connecting, or left): no decision waits for it any
      // more, and an open one's close goes on to the server (a handler stops Playwright's own).
      ws.onClose(() => {
        this.decisions = this.decisions.filter((decision) => decision !== resolve);
        server?.close();
      });
      for (const wake of this.waiting.splice(0)) wake();
    });
    if (!open) return ws.close({ code: 1006 });
    const upstream = ws.connectToServer();
    server = upstream;
    ws.onMessage((message) => {
      if (typeof message === 'string' && JSON.parse(message).type === 'ping')
        this.heldPings.push(message);
      else upstream.send(message);
    });
    upstream.onMessage((message) => ws.send(message));
    this.page = ws;
    this.server = upstream;
  }

  /** Resolves once the page has asked for a connection not decided yet. */
  async someoneAsked() {
    if (this.decisions.length) return;
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  async decide(open: boolean) {
    await this.someoneAsked();
    this.decisions.shift()?.(open);
  }

  /** The held pings go on to the server, which answers them: late. */
  answerPings() {
    for (const ping of this.heldPings.splice(0)) this.server?.send(ping);
  }
}

const controls = new WeakMap<Page, SocketControl>();
const controlOf = (screen: Screen) => {
  const control = controls.get(screen.page);
  if (!control) throw new Error('the chat screens were not opened');
  return control;
};

const main = (screen: Screen) => screen.page.getByRole('main');
const status = (screen: Screen) => main(screen).getByRole('status').first();

/** The socket is up: nothing is said of it. */
const expectOpen = async (screen: Screen) => {
  await expect(
    main(screen).getByRole('heading', { level: 1, ...exact(WORDS.title) }),
  ).toBeVisible();
  await expect(main(screen).getByText(WORDS.connecting)).toHaveCount(0);
  await expect(main(screen).getByText(WORDS.retrying)).toHaveCount(0);
};

export const chatSocketScreens: ScreenModel = {
  async open(screen) {
    const control = new SocketControl();
    controls.set(screen.page, control);
    await signInNewShopper(screen.page);
    const store = await screen.page.request.get('/api/store/baan-phueng-doi-saket', {
      headers: API_HEADERS,
    });
    const storeId: number = (await store.json()).detail.id;
    const started = await screen.page.request.post('/api/chat/conversations', {
      headers: API_HEADERS,
      data: { storeId },
    });
    const conversationId: number = (await started.json()).detail.id;
    await screen.page.routeWebSocket(/\/ws\/chat/, (ws) => control.asked(ws));
    await screen.page.clock.install();
    await visitorCookies(screen.page, 'th', screen.baseURL);
    await screen.page.goto(withoutPopup(`/chat?c=${conversationId}`));
    // The socket is asked for and held; once the conversation shows (its reads flow with real
    // time), time stands still: the path moves it on (the machine's timers run only while open).
    await control.someoneAsked();
    await expect(main(screen).getByRole('list', exact(WORDS.messages))).toBeVisible();
    await screen.page.clock.pauseAt(Date.now() + 1_000);
  },
  states: {
    'chatSocket.connected.connecting': async (screen) => {
      await expect(status(screen)).toContainText(WORDS.connecting);
    },
    'chatSocket.connected.open': expectOpen,
    // One ping unanswered: to the shopper the chat still works.
    'chatSocket.connected.stale': expectOpen,
    'chatSocket.waitingToRetry': async (screen) => {
      await expect(status(screen)).toContainText(WORDS.retrying);
    },
    // Signed out: the chat is the shopper's no more.
    'chatSocket.closed': async (screen) => {
      await expect(screen.page.getByRole('heading', exact(WORDS.loginTitle))).toBeVisible();
    },
    // Signed out elsewhere: this tab's session ends too, on the page a 401 leads to.
    'chatSocket.signedOut': async (screen) => {
      await expect(screen.page).toHaveURL(/\/401$/);
      await expect(screen.page.getByRole('heading', exact(WORDS.loginTitle))).toBeVisible();
    },
  },
  events: {
    'chat.socket.opened': ({ screen }) => controlOf(screen).decide(true),
    'chat.socket.closed': async ({ screen }) => {
      const control = controlOf(screen);
      // Asked and refused, or dropped once open.
      if (control.page && !(await main(screen).getByText(WORDS.connecting).count()))
        await control.page.close({ code: 1006 });
      else await control.decide(false);
    },
    // Held past the machine's 10 s: the page gives the connection up and waits to try again.
    // Its timer started before the clock was paused, so time moves on in steps shorter than the
    // shortest pause before the next try (250 ms) until the page says it gave up, never past it.
    'xstate.after.connectTimeout.chatSocket.connected.connecting': async ({ screen }) => {
      const gaveUp = main(screen).getByText(WORDS.retrying);
      for (
        let waited = 0;
        waited <= CONNECT_TIMEOUT_MS && !(await gaveUp.count());
        waited += STEP_MS
      )
        await screen.page.clock.runFor(STEP_MS);
    },
    'xstate.after.pingInterval.chatSocket.connected.open': ({ screen }) =>
      screen.page.clock.runFor(PING_INTERVAL_MS),
    'xstate.after.pingInterval.chatSocket.connected.stale': ({ screen }) =>
      screen.page.clock.runFor(PING_INTERVAL_MS),
    'xstate.after.retryDelay.chatSocket.waitingToRetry': ({ screen }) =>
      screen.page.clock.runFor(RETRY_CAP_MS),
    // The page reads the conversation's history itself when it opens it, and reads what it
    // shows of the other side's.
    'chat.history.loaded': async () => {},
    'chat.read': async () => {},
    'chat.send': async ({ screen, event }) => {
      const box = main(screen).getByLabel('ข้อความที่จะส่ง', { exact: true });
      await box.fill(event.text);
      await box.press('Enter');
    },
    // Another tab logs out (the page's own cookie, sent from outside it): the server closes this
    // socket with 4401, passed on to the page.
    'chat.socket.signedOut': async ({ screen }) => {
      await screen.page.request.post('/api/logout', { headers: API_HEADERS });
    },
    'chat.stop': async ({ screen }) => {
      await screen.page.request.post('/api/logout', { headers: API_HEADERS });
      // The path ends here: time flows again for the page that reloads as a guest's.
      await screen.page.clock.resume();
      await screen.page.reload();
    },
  },
};

/**
 * What the screens can make happen: the server's frames are its own (real ids and numbers, not
 * the samples'; tests/machines/chat-socket.test.ts plays those), so a path of frames, or of a
 * refusal dismissed, is the machine tests' alone.
 */
export const chatSocketPlayable = (events: { type: string }[]) =>
  events.every(
    (event) => event.type !== 'chat.socket.frame' && event.type !== 'chat.refusal.dismiss',
  );
