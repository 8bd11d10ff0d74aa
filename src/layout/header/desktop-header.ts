import { lazy } from 'react';

// The header's desktop-only parts (the language menu, the account links, the main navigation
// and its membership menu) are one chunk that phones never load: on a phone the menu
// button's sidebar has them.
const load = () => import('./DesktopHeaderParts.tsx');

export const LanguageMenu = lazy(() => load().then((m) => ({ default: m.LanguageMenu })));
export const MainNav = lazy(() => load().then((m) => ({ default: m.MainNav })));
export const AccountLinks = lazy(() => load().then((m) => ({ default: m.AccountLinks })));
