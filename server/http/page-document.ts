// index.html as the server writes it for a browser's navigation: in the visitor's language
// (cultureOfBrowser), with the page's head (page-head/) and the layout's boot data (boot.ts),
// and a 404 status for an item that does not exist.
import { bootHead } from './boot.ts';
import { cultureOfBrowser } from './culture.ts';
import { headTags } from './page-head/head-tags.ts';
import { type PageHeadOptions, pageHeads } from './page-head/page-heads.ts';
import type { PageDocument } from './spa.ts';

export function pageDocuments(options: PageHeadOptions) {
  const headOf = pageHeads(options);
  return async (request: Request): Promise<PageDocument> => {
    const culture = cultureOfBrowser(request.headers);
    const [page, boot] = await Promise.all([
      headOf(new URL(request.url), culture),
      bootHead(request, culture, (path, asked) =>
        options.callApi(
          new Request(`${options.origin}/api${path}`, {
            headers: { 'X-Api-Key': options.apiKey, Culture: asked },
          }),
        ),
      ),
    ]);
    return {
      lang: culture,
      head: headTags(page.head, culture) + boot,
      status: page.notFound ? 404 : 200,
    };
  };
}
