export const dynamicParams = false;
export { default, generateMetadata, generateStaticParams } from '../../../(first)/music/[slug]/page.music';
