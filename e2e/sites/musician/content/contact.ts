export { contact } from '../../demo/content/contact';
