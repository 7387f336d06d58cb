// The demo's links, Music among them: the build leaves out those into a section this site has not.
export { primaryLinks, secondaryLinks, footerLinks, headerHiddenOn } from '../../demo/content/navigation';
