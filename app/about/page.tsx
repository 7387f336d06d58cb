import { about, owner } from '@/content';
import { pageMetadata } from '../page-metadata';

export const metadata = pageMetadata('/about');

export default function AboutPage() {
  return (
    <div className="container">
      <h1 className="page-title">{about.heading}</h1>
      <p className="lead">
        I am {owner.name}, born in {owner.birthplace}: a software developer and musician.
      </p>
      {owner.bio.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
