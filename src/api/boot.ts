// Answers the server put in index.html for the layout's first calls (server/http/boot.ts), so
// a first visit paints without waiting on them. Each is used once, by the first call of its
// path in the language it was made in; every later call goes to the network.

interface BootData {
  culture: string;
  answers: Record<string, unknown>;
}

let boot: BootData | undefined;

/**
 * Reads the script the server added, once: it leaves the page as it is read. The server's own
 * render of a first screen has no page: it says its culture (and no answers) through
 * {@link bootForFirstScreen}.
 */
function bootData(): BootData | undefined {
  if (typeof document === 'undefined') return boot;
  const script = document.getElementById('boot-data');
  if (script) {
    script.remove();
    try {
      boot = JSON.parse(script.textContent ?? '') as BootData;
    } catch {
      boot = undefined;
    }
  }
  return boot;
}

/** The language the server wrote the page in (its `language` cookie, else Accept-Language). */
export const bootCulture = (): string | undefined => bootData()?.culture;

/** The server's answer for a parameterless GET of `path`, once; undefined when there is none. */
export function takeBootAnswer(path: string, culture: string): unknown {
  const data = bootData();
  if (data?.culture !== culture) return undefined;
  const answer = data.answers[path];
  delete data.answers[path];
  return answer;
}

/** On the server, for the first screen it draws now: the culture it draws it in. */
export function bootForFirstScreen(culture: string): void {
  boot = { culture, answers: {} };
}
