export { about } from '../../demo/content/about';
