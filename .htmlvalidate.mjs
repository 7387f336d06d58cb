/**
 * html-validate over the built pages (npm run validate:html). Its recommended rules, less
 * the ones that only judge how markup is written, where React's HTML serializer has its
 * own valid style: `<meta/>` void elements, attribute names like `srcSet` (HTML attribute
 * names are case-insensitive), `async=""` booleans, and ids from useId() that begin with "_".
 * And two allowances for react-h5-audio-player's seek and volume bars (its markup, not ours
 * to change without forking it): it draws them as draggable role="progressbar" elements (a
 * native <progress> cannot be dragged) positioned by inline left/width styles.
 */
const config = {
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    'prefer-native-element': ['error', { exclude: ['progressbar'] }],
    'no-inline-style': ['error', { allowedProperties: ['display', 'left', 'width', 'transition-duration'] }],
  },
};

export default config;
