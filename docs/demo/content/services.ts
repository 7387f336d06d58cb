import codeBraces from '@iconify-icons/mdi/code-braces';
import piano from '@iconify-icons/mdi/piano';
import headphones from '@iconify-icons/mdi/headphones';
import chartLine from '@iconify-icons/mdi/chart-line';
import type { ServicesContent } from '@/lib/content/schema';

export const services: ServicesContent = {
  heading: 'Services',
  intro: 'Two crafts, one standard of care. Here is what I can do for you.',
  items: [
    {
      title: 'Web development',
      desc: 'Fast, accessible websites and front-end features in TypeScript and React, from prototype to production.',
      icon: codeBraces,
    },
    {
      title: 'Data-driven modules',
      desc: 'Live tickers, dashboards and embeddable components fed by your APIs, built to stay quick under heavy traffic.',
      icon: chartLine,
    },
    {
      title: 'Music production',
      desc: 'Composition, arrangement and production of electronic tracks, from a sketch to a finished master.',
      icon: piano,
    },
    {
      title: 'Sound for products',
      desc: 'Short themes, interface sounds and podcast music that fit your product’s voice.',
      icon: headphones,
    },
  ],
};
