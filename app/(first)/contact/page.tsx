import { ContactForm } from '@/components/contact/ContactForm';
import { contentOfPage, type LanguageParams } from '@/lib/site/pageContent';
import { richText } from '@/components/i18n/richText';
import { routeMetadata } from '@/app/page-metadata';
import styles from './contact.module.css';

export const generateMetadata = routeMetadata('/contact');

export default async function ContactPage({ params }: { params?: LanguageParams }) {
  const { contact, owner, ui, lang } = await contentOfPage(params);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="page-title">{contact.heading}</h1>
      <p className="lead">{contact.intro}</p>
      {owner.email && (
        <p className={styles.direct}>
          {richText(ui.contact.writeDirectly, { email: <a href={`mailto:${owner.email}`}>{owner.email}</a> })}
        </p>
      )}
      <ContactForm
        ownerEmail={owner.email}
        thanks={contact.thanks}
        sendLabel={contact.sendLabel}
        words={ui.contact}
        lang={lang}
      />
    </div>
  );
}
