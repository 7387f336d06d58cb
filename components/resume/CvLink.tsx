import type { CvText } from '@/lib/resume/model';

/**
 * A text of the CV, linked where it has an address: a web address opens in a new tab, as the
 * site's other external links; an e-mail or telephone link opens the visitor's own app.
 */
export function CvLink({ text, newTab }: { text: CvText; newTab: string }) {
  if (!text.url) return <>{text.text}</>;
  if (!/^https?:/.test(text.url))
    return (
      <a href={text.url} className="cv-link">
        {text.text}
      </a>
    );
  return (
    <a href={text.url} className="cv-link" target="_blank" rel="noopener noreferrer">
      {text.text}
      <span className="visually-hidden">{newTab}</span>
    </a>
  );
}
