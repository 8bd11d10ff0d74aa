// What index.html carries so a first visit paints without waiting on the API: the answers to
// the layout's own calls, in the shopper's language, and a preload of the banner popup's first
// image while the popup may still show this session. The SPA uses each answer once
// (src/api/boot.ts) and goes to the network after that.
import { type Culture, cookieValue } from './culture.ts';
import { escapeAttribute, jsonForScript } from './html-escape.ts';

/** The layout's calls: the parameterless GETs every page makes (src/layout/warm-layout.ts). */
export const BOOT_PATHS = [
  '/Setting/Logo',
  '/Setting/Footer',
  '/ContactUs/ConfigFooter',
  '/Bannerclose',
  '/Banner/BannerPopup',
  '/Setting/SiteMode',
] as const;

// The cookie the SPA writes when the popup was seen (src/layout/popup/popup-session.ts).
const POPUP_SEEN_COOKIE = 'popup_banner_seen';
// The SPA's phone breakpoint (machines/layout/layout-rules.ts).
const PHONE = '(max-width: 767.98px)';
const DESKTOP = '(min-width: 768px)';

type Envelope = { result: number; detail?: unknown };
type PopupBanner = { imageUrl: string; mobileImageUrl: string };

const preload = (href: string, media: string) =>
  `<link rel="preload" as="image" href="${escapeAttribute(href)}" media="${media}" fetchpriority="high">`;

/**
 * The tags to put in index.html's head for this request, in `culture`. `callApi` answers an
 * API path the way the server's own /api does, in the given culture.
 */
export async function bootHead(
  request: Request,
  culture: Culture,
  callApi: (path: string, culture: Culture) => Response | Promise<Response>,
  { answers: withAnswers }: { answers: boolean } = { answers: true },
): Promise<string> {
  const cookies = request.headers.get('cookie') ?? undefined;
  const answers: Record<string, Envelope> = {};
  await Promise.all(
    BOOT_PATHS.map(async (path) => {
      const response = await callApi(path, culture);
      // A failed call stays out: the SPA then makes it itself and shows its error.
      if (response.ok) answers[path] = (await response.json()) as Envelope;
    }),
  );
  const json = jsonForScript({ culture, answers: withAnswers ? answers : {} });
  const tags = [`<script type="application/json" id="boot-data">${json}</script>`];

  const popupMayShow =
    cookieValue(cookies, POPUP_SEEN_COOKIE) === undefined &&
    new URL(request.url).searchParams.get('hidePopup') !== 'true' &&
    (answers['/Bannerclose']?.detail as { isShow?: boolean } | undefined)?.isShow !== true;
  const [first] =
    (answers['/Banner/BannerPopup']?.detail as { dataList?: PopupBanner[] } | undefined)
      ?.dataList ?? [];
  if (popupMayShow && first) {
    tags.push(preload(first.mobileImageUrl, PHONE), preload(first.imageUrl, DESKTOP));
  }
  return tags.join('');
}
