import type { Metadata } from 'next';
import type { SoftwareSourceCode, WithContext } from 'schema-dts';
import { projects } from '@/content';
import { slugOf } from '@/lib/content/slug';
import { contentOfPage } from '@/components/i18n/content';
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
  return projects.map((project) => ({ slug: slugOf(project) }));
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

export default async function ProjectPage({ params }: { params: Params }) {
  const { project, content } = await projectOf(params);
  const { owner, site } = content;
  const page = projectPage(project, content);
  const structuredData: WithContext<SoftwareSourceCode> = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareSourceCode',
    name: project.title,
    description: plainText(project.desc),
    inLanguage: site.locale.replace('_', '-'),
    // Where it runs, if it runs somewhere; this page is about it either way.
    url: project.liveUrl ?? `${site.url}${page.path}`,
    mainEntityOfPage: `${site.url}${page.path}`,
    image: sharePicture(project.img[0]!).url,
    ...(project.codeUrl ? { codeRepository: project.codeUrl } : {}),
    ...(project.stack ? { keywords: project.stack.join(', ') } : {}),
    ...(project.year ? { dateCreated: String(project.year) } : {}),
    author: { '@type': 'Person', name: owner.name, url: site.url },
  };
  return (
    <>
      <JsonLd data={structuredData} />
      <ProjectsView content={content} />
    </>
  );
}
