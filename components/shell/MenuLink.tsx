import Link from 'next/link';
import type { MenuLink as MenuLinkRecord } from '@/content';
import { withBasePath } from '@/components/basePath';

interface Props {
  link: MenuLinkRecord;
  className?: string;
  onNavigate?: () => void;
}

/** A link from content/navigation.ts, opened the way its kind asks for. */
export function MenuLink({ link, className, onNavigate }: Props) {
  if (link.kind === 'route') {
    return (
      <Link href={link.href} className={className} onClick={onNavigate}>
        {link.label}
      </Link>
    );
  }
  const newTab = link.kind === 'file' || link.kind === 'external';
  return (
    <a
      href={link.kind === 'file' ? withBasePath(link.href) : link.href}
      className={className}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
      {link.kind === 'file' && <span className="visually-hidden"> (PDF, opens in a new tab)</span>}
      {link.kind === 'external' && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}
