import { services } from '@/content';
import { pageMetadata } from '../page-metadata';

export const metadata = pageMetadata('/services');

export default function ServicesPage() {
  return (
    <div className="container">
      <h1 className="page-title">{services.heading}</h1>
      <p className="lead">{services.intro}</p>
      <ul>
        {services.items.map((service) => (
          <li key={service.title}>
            <h2>{service.title}</h2>
            <p>{service.desc}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
