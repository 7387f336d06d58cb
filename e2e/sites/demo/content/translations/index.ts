import type { Translation } from '@/lib/content/schema';
import { es } from './es';
import { de } from './de';

/** The tests' site in more languages, so both paths are exercised: Spanish, and German for its long words. */
export const translations: Translation[] = [es, de];
