export const dynamicParams = false;
export { default, generateMetadata, generateStaticParams } from '../../../../(first)/writing/tags/[tag]/page.writing';
