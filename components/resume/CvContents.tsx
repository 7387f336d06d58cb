import type { CvModel } from '@/lib/resume/model';

/**
 * The CV's parts as links under the About page's heading, each a jump to its part (Cv.tsx's
 * `cv-<part>` headings), and its PDF: a recruiter reaches the experience in one tap at any width,
 * before the biography and the pictures. A server component: no JavaScript.
 */
export function CvContents({
  cv,
  pdfHref,
  words,
  className,
}: {
  cv: CvModel;
  /** The CV's PDF, when the site has one. */
  pdfHref?: string;
  words: { title: string; download: string; pdfNewTab: string };
  className?: string;
}) {
  return (
    <nav aria-label={words.title} className={className}>
      <ul>
        {cv.sections.map((section) => (
          <li key={section.part}>
            <a href={`#cv-${section.part}`}>{section.heading}</a>
          </li>
        ))}
        {pdfHref && (
          <li>
            <a href={pdfHref} target="_blank" rel="noopener">
              {words.download}
              <span className="visually-hidden">{words.pdfNewTab}</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
