export const dynamicParams = false;
export { default, generateMetadata, generateStaticParams } from '../../../(first)/projects/[slug]/page.projects';
