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
import type { PageContent } from '@/components/i18n/content';
import { shareWords } from '@/components/share/shareWords';
import { ProjectFacts } from './ProjectFacts';
import styles from './ProjectViewer.module.css';
import { ProjectViewer } from './ProjectViewer';

/** The Projects page: /projects, and each project's own page (the same page, that project selected). */
export function ProjectsView({ content }: { content: PageContent }) {
  const { pageMeta, projects, site, ui, lang, local, linkStyle } = content;
  const viewed = projects.map((project) => {
    const { id, title, desc, img, slug, year, stack } = project;
    const path = local(projectPath({ title, slug }));
    return {
      id,
      title,
      slug: slugOf({ title, slug }),
      href: withBasePath(path),
      url: `${site.url}${path}`,
      description: <OwnerText text={desc} linkStyle={linkStyle} className={styles.desc} />,
      pictures: img.map(resolvePicture),
      glance: [year, stack?.slice(0, 2).join(', ')].filter(Boolean).join(' · '),
      facts: <ProjectFacts project={project} words={{ ...ui.projects, newTab: ui.shell.newTab }} />,
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
