export const dynamicParams = false;
export { default, generateMetadata } from '../../(first)/services/page.services';
