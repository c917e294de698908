import { useLocation } from 'react-router-dom';
import { LanguageLinks } from './language-links';
import { languageStrings } from './language-strings';

/** The current page in each published language (the router's path: without the language prefix). */
export function LanguageSwitcher() {
  const { pathname, search, hash } = useLocation();
  return <LanguageLinks path={`${pathname}${search}${hash}`} label={languageStrings.label} />;
}
