import { firstLanguage, siteLanguages } from '@/lib/site/pageContent';
import { LanguageSwitch } from './LanguageSwitch';

/** A language's own name for itself, as a heading writes it: "Español", "Deutsch". */
const nameOf = (code: string) => {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
};

interface Props {
  /** The page's language: the links lead to the others. */
  lang: string;
  /** The list's name ("Language"), as a landmark of its own; none inside another (the menu's). */
  label?: string;
  className?: string;
  linkClassName?: string;
}

/** The links to the page on screen in the site's other languages; nothing on a site in one language. */
export function LanguageLinks({ lang, label, className, linkClassName }: Props) {
  const others = siteLanguages
    .filter(({ code }) => code !== lang)
    .map(({ code }) => ({ code, name: nameOf(code), first: code === firstLanguage }));
  if (!others.length) return null;
  return <LanguageSwitch languages={others} label={label} className={className} linkClassName={linkClassName} />;
}
