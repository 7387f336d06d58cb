import Link from 'next/link';
import { slugOf } from '@/lib/content/slug';
import type { Project } from '@/lib/content/schema';
import type { PageContent } from '@/lib/site/pageContent';
import { PictureView } from '@/components/picture/PictureView';
import { resolvePicture } from '@/components/picture/resolvePicture';
import { projectPath } from '@/components/seo/sharedPages';
import { CASE_STUDY_ID } from '@/components/projects/caseStudyAnchor';
import { plainText } from '@/components/text/markdown';
import { HomePart } from './HomePart';
import styles from './HomeParts.module.css';

/** A project's one line: the owner's outcome, else its description's first sentence. */
function outcomeOf(project: Project): string {
  if (project.outcome) return project.outcome;
  const text = plainText(project.desc);
  return text.match(/^.*?[.!?…](?=\s|$)/)?.[0] ?? text;
}

/**
 * Home's selected work: up to three projects (home.featured, else the first three), each with its
 * first picture shown whole, its title leading to its case study (or its page, where it has none),
 * and its one line. A server component.
 */
export function SelectedWork({
  content,
  caseStudySlugs,
}: {
  content: PageContent;
  caseStudySlugs: ReadonlySet<string>;
}) {
  const { home, projects, ui, local } = content;
  const chosen = home.featured
    ? home.featured.flatMap((slug) => projects.filter((project) => slugOf(project) === slug))
    : projects.slice(0, 3);
  if (!chosen.length) return null;
  return (
    <HomePart
      id="home-work"
      title={ui.home.selectedWork}
      more={{ href: local('/projects'), text: ui.home.allProjects }}
    >
      <ul className={styles.cards}>
        {chosen.map((project) => {
          const path = local(projectPath(project));
          const study = caseStudySlugs.has(slugOf(project));
          return (
            <li key={project.id} className={styles.card}>
              <PictureView
                picture={resolvePicture(project.img[0]!)}
                sizes="(min-width: 900px) 22rem, 6rem"
                loading="lazy"
                words={{ unavailable: ui.picture.unavailable }}
                className={styles.cardPicture}
              />
              <h3 className={styles.cardTitle}>
                <Link href={study ? `${path}#${CASE_STUDY_ID}` : path}>{project.title}</Link>
              </h3>
              <p className={styles.cardLine}>{outcomeOf(project)}</p>
              {study && <p className={styles.cardKind}>{ui.projects.caseStudy}</p>}
            </li>
          );
        })}
      </ul>
    </HomePart>
  );
}
