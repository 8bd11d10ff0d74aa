// index.html as the server writes it for a browser's navigation: in the visitor's language
// (cultureOfBrowser), with the page's head (page-head/), the layout's boot data (boot.ts), the
// page's first screen where the server draws one (first-screen.ts), and a 404 status for an
// item that does not exist.
import { bootHead } from './boot.ts';
import { cultureOfBrowser } from './culture.ts';
import type { DrawFirstScreen } from './first-screen.ts';
import { headTags } from './page-head/head-tags.ts';
import { type PageHeadOptions, pageHeads } from './page-head/page-heads.ts';
import type { PageDocument } from './spa.ts';

/**
 * `callApi` answering each GET once for one page: the head and the boot data both read the
 * site's settings, and the second read gets a copy of the first answer.
 */
function onceEach(callApi: PageHeadOptions['callApi']): PageHeadOptions['callApi'] {
  const answers = new Map<string, Promise<Response>>();
  return async (request) => {
    const key = `${request.url}\0${request.headers.get('culture')}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = Promise.resolve(callApi(request));
      answers.set(key, answer);
    }
    return (await answer).clone();
  };
}

export function pageDocuments(options: PageHeadOptions & { firstScreen?: DrawFirstScreen }) {
  return async (request: Request): Promise<PageDocument> => {
    const culture = cultureOfBrowser(request.headers);
    const callApi = onceEach(options.callApi);
    const headOf = pageHeads({ ...options, callApi });
    const [page, answer] = await Promise.all([
      headOf(new URL(request.url), culture),
      options.firstScreen?.(request, culture),
    ]);
    if (answer?.kind === 'redirect') {
      return { lang: culture, head: '', status: answer.status, redirect: answer };
    }
    const screen = answer?.kind === 'page' ? answer : undefined;
    // A drawn screen carries its data: the boot data then only says the culture.
    const boot = await bootHead(
      request,
      culture,
      (path, asked) =>
        callApi(
          new Request(`${options.origin}/api${path}`, {
            headers: { 'X-Api-Key': options.apiKey, Culture: asked },
          }),
        ),
      { answers: !screen },
    );
    const notFound = page.notFound ? 404 : 200;
    return {
      lang: culture,
      head: headTags(page.head, culture) + boot + (answer?.head ?? ''),
      status: screen ? Math.max(screen.status, notFound) : notFound,
      root: screen?.root,
      popup: screen?.popup,
    };
  };
}
