// The demo's links, Projects and Services among them: the build leaves out those into sections this site has not.
export { primaryLinks, secondaryLinks, footerLinks, headerHiddenOn } from '../../demo/content/navigation';
