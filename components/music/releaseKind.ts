import { knownKind } from '@/lib/content/catalogue';
import type { InterfaceText } from '@/lib/i18n/interfaceText';

/** A release's kind as the page says it: the site's word for an album, an EP or a single, else the owner's own. */
export function releaseKindName(kind: string, words: Pick<InterfaceText['music'], 'kinds'>): string {
  const known = knownKind(kind);
  return known ? words.kinds[known] : kind;
}
