import type { Project } from '@/lib/content/schema';

export const projects: Project[] = [
  {
    id: 1,
    title: 'Retention Curve',
    img: [
      {
        src: 'projects/retention-curve-1.jpg',
        alt: 'Retention Curve dashboard: a line chart of subscribers retained over twelve months',
      },
      {
        src: 'projects/retention-curve-2.jpg',
        alt: 'Retention Curve timeline of one subscriber’s rate codes, shown as coloured bars',
      },
      { src: 'projects/retention-curve-3.jpg', alt: 'Retention Curve table of rate codes with start and end dates' },
    ],
    desc: 'Tracks a subscriber’s rate code timeline, so the retention team can see when each discount started, when it ended and what the subscriber did next.',
    codeUrl: 'https://github.com/alex-example/retention-curve',
    stack: ['TypeScript', 'React', 'PostgreSQL'],
    year: 2024,
    role: 'Lead developer',
  },
  {
    id: 2,
    title: 'Newsletters Integration',
    img: [
      {
        src: 'projects/newsletters-integration-1.jpg',
        alt: 'Newsletters Integration: sign-up modules for three different newsletters side by side',
      },
      {
        src: 'projects/newsletters-integration-2.jpg',
        alt: 'Newsletters Integration: a newsletter module embedded in an article page',
      },
      {
        src: 'projects/newsletters-integration-3.jpg',
        alt: 'Newsletters Integration: a newsletter module on a phone screen',
      },
    ],
    desc: 'Modules for different newsletters: one configurable sign-up component that each newsletter team drops into articles, with its own copy, colours and audience.',
    liveUrl: 'https://newsletters.example.com/',
    codeUrl: 'https://github.com/alex-example/newsletters-integration',
    stack: ['TypeScript', 'Web Components'],
    year: 2023,
    role: 'Front-end developer',
  },
  {
    id: 3,
    title: 'Betting Integration',
    img: [
      {
        src: 'projects/betting-integration-1.jpg',
        alt: 'Betting Integration: a dynamic ticker of game odds across the top of a page',
      },
      {
        src: 'projects/betting-integration-2.jpg',
        alt: 'Betting Integration: an in-article module listing the odds of one game',
      },
      {
        src: 'projects/betting-integration-3.jpg',
        alt: 'Betting Integration: a table of odds from the sportsbook data feed',
      },
    ],
    desc: 'A dynamic ticker and in-article modules showing game odds from a sportsbook data feed, updated live without reloading the article.',
    codeUrl: 'https://github.com/alex-example/betting-integration',
    stack: ['Node.js', 'WebSockets'],
    year: 2022,
  },
];
