/**
 * The home page: the hero, Our Collections and why customers choose the shop. The route takes
 * it as its component as it is, so the page's script is no larger than when it was written there.
 */
import { Link } from 'react-router';
import { Icon, type IconName } from '#app/components/ui/icons.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';

const collections = [
  { name: 'Mithai', count: '50+ varieties', image: '/images/products/kaju-katli.svg' },
  { name: 'Namkeen', count: '30+ varieties', image: '/images/products/bhujia.svg' },
  { name: 'Dry Fruits', count: '25+ varieties', image: '/images/products/almonds.svg' },
  {
    name: 'Gift Hampers',
    count: '15+ options',
    image: '/images/products/festive-mithai-hamper.svg',
  },
];

const highlights: { icon: IconName; figure: string; label: string }[] = [
  { icon: 'users', figure: '10k+', label: 'Happy Customers' },
  { icon: 'star', figure: '4.9', label: 'Customer Rating' },
  { icon: 'award', figure: 'Since 1985', label: 'Sweet Traditions' },
];

export function HomePage() {
  return (
    <main>
      <section className="bg-gradient-to-br from-saffron-50 via-cream to-gold-300/40">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
          <div>
            <p className="font-semibold uppercase tracking-wide text-saffron-700">
              Handmade in small batches
            </p>
            <h1 className="mt-3 font-display text-4xl font-bold leading-tight text-maroon-800 md:text-6xl">
              Authentic Indian Sweets, Made with Love
            </h1>
            <p className="mt-5 max-w-xl text-lg text-stone-700">
              Mithai, namkeen and dry fruits from our kitchen to your celebrations, with the recipes
              our family has trusted for generations.
            </p>
            <div className="mt-8 flex flex-wrap gap-4">
              <Link className={buttonClass({ variant: 'festival', size: 'lg' })} to="/category">
                Shop Now
              </Link>

              <Link className={buttonClass({ variant: 'outline', size: 'lg' })} to="/category">
                View Collection
              </Link>
            </div>
          </div>
          <img
            src="/images/hero.svg"
            alt="A festive thali of kaju katli, ladoos and jalebi beside a lit diya"
            width={800}
            height={600}
            fetchPriority="high"
            className="h-auto w-full rounded-2xl shadow-xl"
          />
        </div>
      </section>
      <section aria-labelledby="collections-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2
          id="collections-heading"
          className="text-center font-display text-3xl font-bold text-maroon-800"
        >
          Our Collections
        </h2>
        <p className="mt-2 text-center text-stone-700">Something sweet for every occasion</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {collections.map((collection) => (
            <li
              key={collection.name}
              className="overflow-hidden rounded-xl bg-white shadow-md transition-shadow hover:shadow-lg"
            >
              <img
                src={collection.image}
                alt=""
                width={400}
                height={400}
                loading="lazy"
                className="aspect-square h-auto w-full"
              />
              <div className="p-5">
                <h3 className="font-display text-xl font-bold text-maroon-800">
                  {collection.name}
                </h3>
                <p className="text-sm text-stone-600">{collection.count}</p>

                <Link
                  className={buttonClass({ variant: 'gold', className: 'mt-4 w-full' })}
                  to="/category"
                  aria-label={`Shop Now: ${collection.name}`}
                >
                  Shop Now
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link className={buttonClass({ variant: 'elegant', size: 'lg' })} to="/category">
            View All Categories
          </Link>
          <Link className={buttonClass({ variant: 'festival', size: 'lg' })} to="/boxes">
            Build Your Own Box
          </Link>
        </div>
      </section>
      <section aria-label="Why customers choose us" className="bg-white">
        <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-12 text-center sm:grid-cols-3">
          {highlights.map(({ icon, figure, label }) => (
            <li key={label}>
              <Icon name={icon} className="mx-auto size-8 text-saffron-600" aria-hidden />
              <p className="mt-2 font-display text-3xl font-bold text-maroon-800">{figure}</p>
              <p className="text-stone-700">{label}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
