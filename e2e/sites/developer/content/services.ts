export { services } from '../../demo/content/services';
