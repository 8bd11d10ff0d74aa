export { LanguageMenu } from './LanguageMenu.tsx';
export { MainNav } from './MainNav.tsx';
