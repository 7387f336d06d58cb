import Link from 'next/link';
import type { ReactNode } from 'react';
import chevronLeft from '@iconify-icons/mdi/chevron-left';
import chevronRight from '@iconify-icons/mdi/chevron-right';
import shareVariant from '@iconify-icons/mdi/share-variant';
import { slugOf } from '@/lib/content/slug';
import { pageMetaOf } from '@/lib/content/sections';
import { withBasePath } from '@/components/basePath';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { resolvePicture } from '@/components/picture/resolvePicture';
import { projectPath } from '@/components/seo/sharedPages';
import { OwnerText } from '@/components/text/OwnerText';
import type { PageContent } from '@/lib/site/pageContent';
import { shareWords } from '@/components/share/shareWords';
import { fill } from '@/lib/i18n/format';
import { CASE_STUDY_ID } from './caseStudyAnchor';
import caseStudyStyles from './CaseStudy.module.css';
import { ProjectFacts } from './ProjectFacts';
import styles from './ProjectViewer.module.css';
import { ProjectViewer } from './ProjectViewer';

/**
 * The Projects page: /projects, and each project's own page (the same page, that project selected).
 * A project with a case study links to it from beside its title, "Read the case study", in the
 * first screen; on its own page the case study itself is there instead, under its facts. It is in
 * the project's panel rather than after the viewer: picking another project moves the address
 * without loading a page, and the case study on screen stays the shown project's, with no code of
 * its own to hide it.
 */
export function ProjectsView({
  content,
  caseStudySlugs = new Set(),
  caseStudy,
}: {
  content: PageContent;
  /** The projects that have a case study. */
  caseStudySlugs?: ReadonlySet<string>;
  /** On a project's own page, its case study (components/projects/CaseStudy.tsx), if it has one. */
  caseStudy?: { slug: string; article: ReactNode };
}) {
  const { pageMeta, projects, site, ui, lang, local, linkStyle } = content;
  const viewed = projects.map((project) => {
    const { id, title, desc, img, slug, year, stack } = project;
    const path = local(projectPath({ title, slug }));
    const own = slugOf({ title, slug });
    // On its own page the case study is there, under its facts; elsewhere a link beside its title leads to it.
    const study = caseStudy?.slug === own ? caseStudy.article : undefined;
    const headLink = !study && caseStudySlugs.has(own) && (
      <p className={caseStudyStyles.readLink}>
        <Link href={`${path}#${CASE_STUDY_ID}`}>
          {ui.projects.readCaseStudy}
          <span className="visually-hidden">{fill(ui.projects.linkOf, { title })}</span>
        </Link>
      </p>
    );
    return {
      id,
      title,
      slug: own,
      href: withBasePath(path),
      url: `${site.url}${path}`,
      description: <OwnerText text={desc} linkStyle={linkStyle} className={styles.desc} />,
      pictures: img.map(resolvePicture),
      glance: [year, stack?.slice(0, 2).join(', ')].filter(Boolean).join(' · '),
      headLink,
      facts: (
        <>
          <ProjectFacts
            project={project}
            words={{ ...ui.projects, newTab: ui.shell.newTab }}
            tagHref={content.tagHref}
          />
          {study}
        </>
      ),
    };
  });
  return (
    <div className="container">
      <h1 className="page-title">{pageMetaOf(pageMeta, '/projects').title}</h1>
      <ProjectViewer
        projects={viewed}
        icons={{
          previous: <SvgIcon icon={chevronLeft} />,
          next: <SvgIcon icon={chevronRight} />,
          share: <SvgIcon icon={shareVariant} />,
        }}
        words={{
          previousPicture: ui.projects.previousPicture,
          nextPicture: ui.projects.nextPicture,
          pictureCounter: ui.projects.pictureCounter,
          unavailable: ui.picture.unavailable,
          share: shareWords(ui),
        }}
        lang={lang}
      />
    </div>
  );
}
