import type { ContactContent } from '@/lib/content/schema';

export const contact: ContactContent = {
  heading: 'Contact',
  intro: 'Write to me and I will answer.',
  thanks: 'Thanks for your message! I will answer soon.',
  sendLabel: 'Send',
};
