import type { Metadata } from 'next';
import type { SoftwareSourceCode, WithContext } from 'schema-dts';
import { siteFolder } from '@/lib/content/siteFolder';
import { slugOf } from '@/lib/content/slug';
import { contentIn, contentOfPage, firstLanguage } from '@/lib/site/pageContent';
import { CaseStudy } from '@/components/projects/CaseStudy';
import { CASE_STUDY_ID } from '@/components/projects/caseStudyAnchor';
import { caseStudyOf, caseStudySlugs } from '@/components/projects/caseStudies';
import { resolvePicture } from '@/components/picture/resolvePicture';
import { longFormHtml } from '@/components/text/longFormHtml';
import { sharePicture } from '@/components/picture/resolvePicture';
import { ProjectsView } from '@/components/projects/ProjectsView';
import { plainText } from '@/components/text/markdown';
import { JsonLd } from '@/components/seo/JsonLd';
import { projectPage } from '@/components/seo/sharedPages';
import { sharedPageMetadata } from '@/app/page-metadata';

/** One page per project, written at build time; no other slug exists. */
export const dynamicParams = false;

/** The projects' slugs, the same in every language. */
export function generateStaticParams() {
  return contentIn(firstLanguage).projects.map((project) => ({ slug: slugOf(project) }));
}

type Params = Promise<{ slug: string; lang?: string }>;

/** The project the slug names, in the page's language. */
const projectOf = async (params: Params) => {
  const content = await contentOfPage(params);
  const { slug } = await params;
  const project = content.projects.find((candidate) => slugOf(candidate) === slug);
  if (!project) throw new Error(`No project has the slug ${slug}`);
  return { project, content };
};

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { project, content } = await projectOf(params);
  return sharedPageMetadata(projectPage(project, content), content, { type: 'article' });
}

/**
 * The project's case study, if it has one, in the page's language or else the first's: its
 * section under the facts, and its headings for structured data.
 */
async function caseStudyFor(slug: string, content: Awaited<ReturnType<typeof contentOfPage>>) {
  const study = caseStudyOf(slug, content.lang);
  if (!study) return undefined;
  // Under the project's title (h2) and the case study's own heading (h3), ## is an h4.
  const longForm = await longFormHtml(study.text, {
    linkStyle: content.linkStyle,
    resolve: resolvePicture,
    headingShift: 2,
    file: study.file,
    root: siteFolder().root,
    // The page's own: the case study's heading, and each project's panel and title (ProjectViewer).
    reservedIds: [
      CASE_STUDY_ID,
      ...content.projects.flatMap((project) => [`project-${project.id}`, `project-${project.id}-title`]),
    ],
  });
  // A language without its own shows the first language's, marked as in that language.
  const lang = study.lang ?? (content.lang === firstLanguage ? undefined : firstLanguage);
  return {
    headings: longForm.headings,
    view: {
      slug,
      article: (
        <CaseStudy
          heading={content.ui.projects.caseStudy}
          lang={lang}
          longForm={longForm}
          file={study.file}
          page={content.local(`/projects/${slug}`)}
          content={content}
        />
      ),
    },
  };
}

export default async function ProjectPage({ params }: { params: Params }) {
  const { project, content } = await projectOf(params);
  const { owner, site, ui } = content;
  const page = projectPage(project, content);
  const pageUrl = `${site.url}${page.path}`;
  const caseStudy = await caseStudyFor(slugOf(project), content);
  const structuredData: WithContext<SoftwareSourceCode> = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareSourceCode',
    name: project.title,
    description: plainText(project.desc),
    inLanguage: site.locale.replace('_', '-'),
    // Where it runs, if it runs somewhere; this page is about it either way.
    url: project.liveUrl ?? pageUrl,
    mainEntityOfPage: pageUrl,
    image: sharePicture(project.img[0]!).url,
    ...(project.codeUrl ? { codeRepository: project.codeUrl } : {}),
    ...(project.stack ? { keywords: project.stack.join(', ') } : {}),
    ...(project.year ? { dateCreated: String(project.year) } : {}),
    author: { '@type': 'Person', name: owner.name, url: site.url },
    // The case study's outline: its part of the page and its main (##) headings, each with its address.
    ...(caseStudy
      ? {
          hasPart: {
            '@type': 'Article',
            headline: `${ui.projects.caseStudy}: ${project.title}`,
            url: `${pageUrl}#${CASE_STUDY_ID}`,
            hasPart: caseStudy.headings
              .filter((heading) => heading.depth === 2)
              .map((heading) => ({ '@type': 'WebPageElement', name: heading.text, url: `${pageUrl}#${heading.id}` })),
          },
        }
      : {}),
  };
  return (
    <>
      <JsonLd data={structuredData} />
      <ProjectsView content={content} caseStudySlugs={caseStudySlugs()} caseStudy={caseStudy?.view} />
    </>
  );
}
