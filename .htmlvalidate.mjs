/**
 * html-validate over the built pages (npm run validate:html). Its recommended rules, less
 * the ones that only judge how markup is written, where React's HTML serializer has its
 * own valid style: `<meta/>` void elements, attribute names like `srcSet` (HTML attribute
 * names are case-insensitive), `async=""` booleans, and ids from useId() that begin with "_".
 * And two allowances for react-h5-audio-player's seek and volume bars (its markup, not ours
 * to change without forking it): it draws them as draggable role="progressbar" elements (a
 * native <progress> cannot be dragged) positioned by inline left/width styles.
 * Class names may be any case (CSS Modules' hashed names, the library's rhap_*), but never
 * "undefined", "null" or "false": that is what a class missing from a CSS module, or a
 * condition interpolated into a template string, renders. A title's length is the owner's: a
 * post's own title may be long (a moved-in blog's often is), and past 70 characters the page
 * leaves the owner's name out of it (app/page-metadata.ts), so long-title judges the owner's words.
 */
const config = {
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': 'off',
    'long-title': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    'prefer-native-element': ['error', { exclude: ['progressbar'] }],
    'class-pattern': ['error', { pattern: /^(?!(?:undefined|null|false)$)[\w-]+$/ }],
    'no-inline-style': ['error', { allowedProperties: ['display', 'left', 'width', 'transition-duration'] }],
  },
};

export default config;
