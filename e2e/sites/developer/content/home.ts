export { home } from '../../demo/content/home';
