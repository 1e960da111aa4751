import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { policySlugs, policyTitles } from '#app/content/policies.ts';
import type { StoreDetails } from '#app/lib/storefront-data.ts';
import { shopLinks } from './navigation.ts';
import { NewsletterForm } from './newsletter-form.tsx';

export function Footer({ store }: { store: StoreDetails }) {
  return (
    <footer className="mt-16 bg-maroon-900 text-stone-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-display text-2xl font-bold text-gold-300">
            {store.storeName}
          </h2>
          <p className="mt-3 text-sm leading-relaxed">{store.storeDescription}</p>
        </section>
        <FooterLinks title="Quick Links" links={shopLinks} />
        <FooterLinks
          title="Customer Support"
          links={policySlugs.map((slug) => ({ label: policyTitles[slug], to: `/${slug}` }))}
        />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold text-gold-300">
            Contact Us
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex gap-2">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{store.address}</span>
            </li>
            <li className="flex gap-2">
              <Icon name="phone" className="mt-0.5 size-4 shrink-0" aria-hidden />
              <a href={`tel:${store.phone.replace(/\s+/g, '')}`} className="hover:text-gold-300">
                {store.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Icon name="mail" className="mt-0.5 size-4 shrink-0" aria-hidden />
              <a href={`mailto:${store.email}`} className="hover:text-gold-300">
                {store.email}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-maroon-700">
        <section
          aria-labelledby="footer-newsletter"
          className="mx-auto grid max-w-7xl gap-4 px-4 py-8 md:grid-cols-2 md:items-center"
        >
          <div>
            <h2 id="footer-newsletter" className="font-display text-xl font-bold text-gold-300">
              Stay Updated
            </h2>
            <p className="mt-1 text-sm">
              Festival offers and new sweets in your inbox, a few times a year.
            </p>
          </div>
          <NewsletterForm idPrefix="footer" />
        </section>
      </div>
      <div className="border-t border-maroon-700 px-4 py-6 text-center text-sm">
        <p>© 2025 {store.storeName}. All rights reserved.</p>
        {store.fssaiLicenceNumber && (
          <p className="mt-1">FSSAI Licence No. {store.fssaiLicenceNumber}</p>
        )}
      </div>
    </footer>
  );
}

function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: readonly { label: string; to: string }[];
}) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-gold-300">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-gold-300">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
