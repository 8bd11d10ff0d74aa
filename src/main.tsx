import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client.ts';
import { App, PopupApp } from './app/App.tsx';
import { startCart } from './cart/cart-handle.ts';
import { activateLocale } from './i18n/activate.ts';
import { readLanguage } from './i18n/language-cookie.ts';
import { warmLayout } from './layout/warm-layout.ts';
import { createAppRouter } from './routing/router.ts';
import { startSession } from './session/session.ts';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';

async function start() {
  // The active catalog is in place before the first render: no flash of the other language.
  await activateLocale(readLanguage());
  const queryClient = createQueryClient();
  // The session starts loading the profile now, beside the first page; the router is made
  // after it, so the 401 route exists when the session expires.
  let goTo401 = () => window.location.assign('/401');
  const session = startSession(() => goTo401());
  // The cart follows the session; its code loads once there is a cart to show.
  startCart(session);
  const router = createAppRouter({ queryClient, session });
  goTo401 = () => void router.navigate({ to: '/401' });

  // The layout's data and the popup start now, beside the first page's chunks and data.
  warmLayout(queryClient, router);

  // The popup first, as a root of its own: from the boot data it can paint at once, while
  // the app's first render waits for the first page's data. Both renders are transitions,
  // so React yields to the browser between their pieces instead of blocking a tap.
  const popupRoot = createRoot(document.body.appendChild(document.createElement('div')));
  startTransition(() =>
    popupRoot.render(
      <StrictMode>
        <PopupApp router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} session={session} />
      </StrictMode>,
    ),
  );
}

void start();
