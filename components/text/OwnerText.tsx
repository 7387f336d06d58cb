import { markdownHtml, type LinkStyle } from './markdown';
import styles from './OwnerText.module.css';

/**
 * One of the owner's long texts, from Markdown (its paragraphs, links, emphasis, code and
 * lists), drawn on the server. The content check has refused raw HTML, and marked escapes
 * everything else, so the HTML it makes is safe to place as it is.
 */
export function OwnerText({ text, linkStyle, className }: { text: string; linkStyle: LinkStyle; className?: string }) {
  return (
    <div
      className={[styles.text, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: markdownHtml(text, linkStyle) }}
    />
  );
}
