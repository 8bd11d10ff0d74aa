import { drawFirstScreenFor } from '../first-screen/first-screen-facts.ts';
import { activateLocale } from '../i18n/activate.ts';
import { readLanguage } from '../i18n/language-cookie.ts';
import type { StartApp } from './make-app.tsx';
import { nextTask } from './next-task.ts';

/**
 * The app's chunk, evaluated a part at a time. Its modules evaluated in one go and the app made
 * took one task of about 65 ms in a Lighthouse trace (260 ms on its 4x slower phone), which a
 * tap made meanwhile waits out. So the heavy parts are imported "eager" (in this chunk,
 * evaluated when imported) each in a task of its own: the router with the pages' tree, then
 * the rest with make-app.tsx; then the app is made, and React takes the page, in a task each.
 */
export async function startApp(start: StartApp) {
  // A first screen the server drew: hydrated, not drawn again.
  drawFirstScreenFor(start.firstScreen);
  // The active catalog is in place before the first render: no flash of the other language.
  await activateLocale(readLanguage());
  await nextTask();
  await import(/* webpackMode: "eager" */ '../routing/router.ts');
  await nextTask();
  const { makeApp } = await import(/* webpackMode: "eager" */ './make-app.tsx');
  await nextTask();
  const showApp = makeApp(start);
  await nextTask();
  showApp();
}
