export { site, pageMeta } from '../../demo/content/site';
