export { AccountLinks } from '../account/AccountLinks.tsx';
export { LanguageMenu } from './LanguageMenu.tsx';
export { MainNav } from './MainNav.tsx';
