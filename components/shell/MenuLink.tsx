import Link from 'next/link';
import type { MenuLink as MenuLinkRecord } from '@/lib/content/schema';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { fileUrl } from '@/components/basePath';

interface Props {
  link: MenuLinkRecord;
  className?: string;
  /** What is said after a link that opens a new tab. */
  words: Pick<InterfaceText['shell'], 'newTab' | 'pdfNewTab'>;
  onNavigate?: () => void;
}

/** How a link to one of the owner's profiles is marked: theirs, and opened without giving the new tab a way back. */
export const PROFILE_REL = 'me noopener noreferrer';

/** A link from content/navigation.ts, opened the way its kind asks for. */
export function MenuLink({ link, className, words, onNavigate }: Props) {
  if (link.kind === 'route') {
    return (
      <Link href={link.href} className={className} onClick={onNavigate}>
        {link.label}
      </Link>
    );
  }
  const newTab = link.kind !== 'email';
  return (
    <a
      href={link.kind === 'file' ? fileUrl(link.href) : link.href}
      className={className}
      // An owner's profile links back to the profile as theirs (Mastodon verifies the site by it).
      {...(newTab ? { target: '_blank', rel: link.kind === 'profile' ? PROFILE_REL : 'noopener noreferrer' } : {})}
    >
      {link.label}
      {link.kind === 'file' && <span className="visually-hidden">{words.pdfNewTab}</span>}
      {(link.kind === 'external' || link.kind === 'profile') && <span className="visually-hidden">{words.newTab}</span>}
    </a>
  );
}
