export { projects } from '../../demo/content/projects';
