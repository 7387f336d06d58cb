import type { Owner } from '@/content/types';

export const owner: Owner = {
  name: 'Elin Strand',
  locale: 'sv_SE',
  role: 'Systemutvecklare',
  birthplace: 'Umeå',
  bio: [
    'Jag bygger webbtjänster för kollektivtrafiken i Norrland: tidtabeller, realtidsdata och biljetter som fungerar även när täckningen inte gör det.',
    'På kvällarna sjunger jag i kör och skriver musik för bandet Norrsken, mest på vintern när det är mörkt nästan hela dygnet.',
  ],
  email: 'elin@exempel.se',
  codeProfileUrl: 'https://codeberg.org/elinstrand',
  networkProfileUrl: 'https://mastodon.social/@elinstrand',
  resumePath: '/cv/elin-strand-cv.pdf',
  portrait: { src: 'jag/portratt.jpg', alt: 'Elin vid ett piano i ett ljust rum, fotograferad med mobilen' },
};
