/**
 * The settings the owner gives in .env files (.env.local, .env, …), as Next.js reads them: its
 * own loader, in its own order. Next.js loads them for `next build` and `next dev` only, and the
 * content check runs before either, so it loads them itself.
 */
import { loadEnvConfig } from '@next/env';

/** Whether the e-mail service is set up, in the environment or in the .env files of `dir`. */
export function emailServiceSetUp(dir: string, { dev }: { dev: boolean }) {
  // Quiet: Next.js says which files it loaded when it builds.
  loadEnvConfig(dir, dev, { info: () => {}, error: console.error }, true);
  const env = process.env;
  return Boolean(
    env.NEXT_PUBLIC_EMAILJS_SERVICE_ID && env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID && env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  );
}
