import { contact, owner } from '@/content';
import { ContactForm } from '@/components/contact/ContactForm';
import { pageMetadata } from '../page-metadata';
import styles from './contact.module.css';

export const metadata = pageMetadata('/contact');

export default function ContactPage() {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="page-title">{contact.heading}</h1>
      <p className="lead">{contact.intro}</p>
      {owner.email && (
        <p className={styles.direct}>
          Or write to me directly at <a href={`mailto:${owner.email}`}>{owner.email}</a>.
        </p>
      )}
      <ContactForm ownerEmail={owner.email} thanks={contact.thanks} sendLabel={contact.sendLabel} />
    </div>
  );
}
