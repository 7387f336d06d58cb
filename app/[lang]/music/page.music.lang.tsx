export const dynamicParams = false;
export { default, generateMetadata } from '../../(first)/music/page.music';
