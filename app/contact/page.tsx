import { owner } from '@/content';
import { pageMetadata } from '../page-metadata';

export const metadata = pageMetadata('/contact');

export default function ContactPage() {
  return (
    <div className="container">
      <h1 className="page-title">Contact</h1>
      <p className="lead">
        Write to me at <a href={`mailto:${owner.email}`}>{owner.email}</a>.
      </p>
    </div>
  );
}
