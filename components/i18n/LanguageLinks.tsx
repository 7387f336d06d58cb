import { firstLanguage, pageContent, siteLanguages } from './content';
import { LanguageSwitch } from './LanguageSwitch';

/** A language's own name for itself, as a heading writes it: "Español", "Deutsch". */
const nameOf = (code: string) => {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
};

/** The links to the page on screen in the site's other languages; nothing on a site in one language. */
export function LanguageLinks({
  className,
  linkClassName,
  landmark = false,
}: {
  className?: string;
  linkClassName?: string;
  landmark?: boolean;
}) {
  const { lang, ui } = pageContent();
  const others = siteLanguages
    .filter(({ code }) => code !== lang)
    .map(({ code }) => ({ code, name: nameOf(code), first: code === firstLanguage }));
  if (!others.length) return null;
  return (
    <LanguageSwitch
      languages={others}
      label={landmark ? ui.shell.language : undefined}
      className={className}
      linkClassName={linkClassName}
    />
  );
}
