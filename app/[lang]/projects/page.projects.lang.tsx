export const dynamicParams = false;
export { default, generateMetadata } from '../../(first)/projects/page.projects';
