import type { Locator, Page, Request, Route } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { ModelPath } from '../../../machines/qa/paths';

/** A request to the API held back until a path step says how it ends. */
interface Held {
  route: Route;
}

/**
 * The page a path is played on, with the requests it holds: a state that waits on the
 * server (sending, signing in) is checked on screen while its request is held, and the
 * next step (the actor's done or error) lets it through or fails it.
 */
export class Screen {
  /** Where a model's screens are, when the page has more than one place for them. */
  area: Locator | undefined;
  private readonly held = new Map<string, Held[]>();
  private readonly waiting = new Map<string, Array<(held: Held) => void>>();
  private readonly arrivals = new Map<string, Array<() => void>>();

  constructor(
    readonly page: Page,
    readonly baseURL: string,
  ) {}

  /**
   * Holds every request to `apiPath` (e.g. '/ForgotPassword') from now on, or those `which`
   * picks (two flows may ask one path, or one path be read and written: the others go on, to
   * another hold of the path or to the server). `as` names the held requests when one path is
   * held twice (its read and its write), else they go by `apiPath`.
   */
  async hold(apiPath: string, which?: (request: Request) => boolean, as = apiPath) {
    await this.page.route(`**/api${apiPath}`, (route) => {
      if (which && !which(route.request())) return route.fallback();
      for (const arrived of this.arrivals.get(as)?.splice(0) ?? []) arrived();
      const next = this.waiting.get(as)?.shift();
      if (next) next({ route });
      else this.held.set(as, [...(this.held.get(as) ?? []), { route }]);
    });
  }

  /** The newest held request: older ones were given up by the machine (a new check). */
  private take(apiPath: string): Promise<Held> {
    const ready = this.held.get(apiPath)?.pop();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve) =>
      this.waiting.set(apiPath, [...(this.waiting.get(apiPath) ?? []), resolve]),
    );
  }

  /**
   * Resolves when the page next asks `apiPath`: for a user event the page sends a moment
   * later (a debounced check), so the next step happens after it, as in the path.
   */
  nextRequest(apiPath: string): Promise<void> {
    return new Promise((resolve) =>
      this.arrivals.set(apiPath, [...(this.arrivals.get(apiPath) ?? []), resolve]),
    );
  }

  /** Lets the held request to `apiPath` reach the real server. */
  async pass(apiPath: string) {
    await (await this.take(apiPath)).route.continue();
  }

  /** The held request to `apiPath`, still held: what it asks decides how a step makes it end. */
  async peek(apiPath: string): Promise<Request> {
    const held = await this.take(apiPath);
    this.held.set(apiPath, [...(this.held.get(apiPath) ?? []), held]);
    return held.route.request();
  }

  /**
   * Sends the held request to `apiPath` on to the real server changed as `change` says (another
   * cart's id, a total not the server's): the server's own refusal is the answer.
   */
  async passChanged(
    apiPath: string,
    change: (request: Request) => { url?: string; postData?: string },
  ) {
    const held = await this.take(apiPath);
    await held.route.continue(change(held.route.request()));
  }

  /**
   * Lets through every request to `apiPath` until none has come for `quietMs`: an actor that
   * makes several calls in a row (load, then write) is done when its last one is answered.
   */
  async passAll(apiPath: string, quietMs = 400) {
    await this.pass(apiPath);
    for (;;) {
      const next = this.held.get(apiPath)?.length
        ? Promise.resolve(true)
        : Promise.race([
            this.nextRequest(apiPath).then(() => true),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), quietMs)),
          ]);
      if (!(await next)) return;
      await this.pass(apiPath);
    }
  }

  /** Fails the held request to `apiPath` as a dropped connection does. */
  async drop(apiPath: string) {
    await (await this.take(apiPath)).route.abort('internetdisconnected');
  }
}

/** One step of a path as a driver sees it: its event, and the steps still to come. */
export interface StepContext {
  screen: Screen;
  event: AnyEventObject;
  /** The events after this one, for a driver whose input decides how they go. */
  later: AnyEventObject[];
  /** Values a driver keeps for later steps of the same path (a phone, an e-mail). */
  memory: Record<string, string>;
}

/**
 * A machine's screens: how to open them, what each state looks like, and how each event is
 * made to happen (by the shopper, by the server, or by time).
 */
export interface ScreenModel {
  /** `events` are the path's: what the server will be asked to answer may shape the start. */
  open(
    screen: Screen,
    input: unknown,
    memory: Record<string, string>,
    events: AnyEventObject[],
  ): Promise<void>;
  /** By state id; every atomic state a path visits must have one. */
  states: Record<string, (screen: Screen, snapshot: AnyMachineSnapshot) => Promise<void>>;
  /** By event type; every event a path sends must have one. */
  events: Record<string, (step: StepContext) => Promise<void>>;
}

/** The atomic states of a snapshot, by id. */
function atomicStates(snapshot: AnyMachineSnapshot) {
  return snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final');
}

async function checkScreen(model: ScreenModel, screen: Screen, snapshot: AnyMachineSnapshot) {
  for (const node of atomicStates(snapshot)) {
    const check = model.states[node.id];
    if (!check) throw new Error(`no screen mapping for state ${node.id}`);
    await check(screen, snapshot);
  }
}

/**
 * Plays `path` on the real screens: each event is made to happen, each state is checked.
 * An event the machine ignores where it is (no transition, or one that only swallows it: a
 * guard says no, or no state takes it) is one the screen need not offer: nothing is done, and the screen must still
 * show the same state.
 */
export async function playPath(
  model: ScreenModel,
  machine: AnyStateMachine,
  screen: Screen,
  path: ModelPath,
  input: unknown,
) {
  const memory: Record<string, string> = {};
  const [start, ...steps] = path.steps;
  await model.open(
    screen,
    input,
    memory,
    steps.map((step) => step.event),
  );
  if (start) await checkScreen(model, screen, start.state);
  let before = start?.state;
  for (const [i, step] of steps.entries()) {
    const drive = model.events[step.event.type];
    if (!drive) throw new Error(`no driver for event ${step.event.type}`);
    const ignored =
      before !== undefined &&
      machine
        .getTransitionData(before, step.event)
        .every((taken) => !taken.target && taken.actions.length === 0);
    const later = steps.slice(i + 1).map((s) => s.event);
    if (!ignored) await drive({ screen, event: step.event, later, memory });
    await checkScreen(model, screen, step.state);
    before = step.state;
  }
}

/** A readable step list for test titles and failures. */
export function describePath(path: ModelPath) {
  return path.steps
    .slice(1)
    .map((step) => step.event.type.replace(/^xstate\./, ''))
    .join(' → ');
}
