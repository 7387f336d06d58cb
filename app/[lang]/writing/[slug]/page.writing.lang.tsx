export const dynamicParams = false;
export { default, generateMetadata, generateStaticParams } from '../../../(first)/writing/[slug]/page.writing';
