export { wording } from '../../demo/content/wording';
