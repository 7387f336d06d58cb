import type { ContactContent } from '@/lib/content/schema';

export const contact: ContactContent = {
  heading: 'Contact',
  intro: 'A role, a collaboration, a track you liked: write to me and I will answer.',
  thanks: "Thanks for contacting me! I'll get in touch with you shortly.",
  sendLabel: 'Send',
};
