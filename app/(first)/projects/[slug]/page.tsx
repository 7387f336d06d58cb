import type { Metadata } from 'next';
import type { SoftwareSourceCode, WithContext } from 'schema-dts';
import { owner, projects, site } from '@/content';
import { slugOf } from '@/content/slug';
import { sharePicture } from '@/components/picture/resolvePicture';
import { ProjectsView } from '@/components/projects/ProjectsView';
import { plainText } from '@/components/text/markdown';
import { JsonLd } from '@/components/seo/JsonLd';
import { projectPage } from '@/components/seo/sharedPages';
import { sharedPageMetadata } from '../../page-metadata';

/** One page per project, written at build time; no other slug exists. */
export const dynamicParams = false;

export function generateStaticParams() {
  return projects.map((project) => ({ slug: slugOf(project) }));
}

const projectOf = async (params: Promise<{ slug: string }>) => {
  const { slug } = await params;
  const project = projects.find((candidate) => slugOf(candidate) === slug);
  if (!project) throw new Error(`No project has the slug ${slug}`);
  return project;
};

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  return sharedPageMetadata(projectPage(await projectOf(params)), { type: 'article' });
}

export default async function ProjectPage({ params }: { params: Promise<{ slug: string }> }) {
  const project = await projectOf(params);
  const page = projectPage(project);
  const structuredData: WithContext<SoftwareSourceCode> = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareSourceCode',
    name: project.title,
    description: plainText(project.desc),
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
      <ProjectsView />
    </>
  );
}
