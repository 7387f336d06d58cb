/**
 * A name in the CV, linked to its own site where the resume gives one (a new tab, as the site's
 * other external links).
 */
export function CvLink({ name, url, newTab }: { name: string; url?: string; newTab: string }) {
  if (!url) return <>{name}</>;
  return (
    <a href={url} className="cv-link" target="_blank" rel="noopener noreferrer">
      {name}
      <span className="visually-hidden">{newTab}</span>
    </a>
  );
}
