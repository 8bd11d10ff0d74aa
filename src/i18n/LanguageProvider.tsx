import { i18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { type ReactNode, useState } from 'react';

/**
 * Lingui's context, made once. Lingui's own provider makes a new one on every `i18n.load()`,
 * and a feature's chunk loads its catalog (i18n/feature-catalogs.ts) when the feature first
 * shows, so every translated part of the page drew again each time. Worse, a new context value
 * reaches a part of the server's first screen that React has not hydrated yet (a Suspense
 * boundary's content hydrates after the root commits), and React then draws that part anew
 * instead of hydrating it: the cart's catalog, loading once the page was React's, dropped what
 * a shopper had just typed or tapped on the product page. Nothing needs that new value: the
 * language is chosen before the first render and a switch reloads the page
 * (switch-language.ts), and a feature's components are drawn only once their catalog is in,
 * reading the messages through `_` as they render.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [value] = useState(() => ({ i18n, _: i18n.t.bind(i18n) }));
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
