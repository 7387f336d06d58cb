export const dynamicParams = false;
export { default, generateMetadata } from '../../(first)/writing/page.writing';
