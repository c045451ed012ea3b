import { Link } from 'react-router';
import { useLocalHref } from '../../lib/use-locale.ts';
import { Picture } from '../media/picture.tsx';
import { HeartButton } from '../wish-list/heart-button.tsx';
import { FlagLabels } from './badges.tsx';
import { Price } from './price.tsx';
import type { ShownCard } from './shown-card.ts';

/** Card widths: two across on phones, up to five on desktop. */
const CARD_SIZES = '(max-width: 767px) 50vw, (max-width: 1024px) 33vw, 230px';

export function productPath(product: Pick<ShownCard, 'slug'>): string {
  return `/product/${encodeURIComponent(product.slug)}`;
}

/** `heart`: false where the page offers its own way to take the product out (the wish list's remove button). */
export function ProductCard({
  product,
  priority = false,
  price,
  heart = true,
}: {
  product: ShownCard;
  priority?: boolean;
  price?: number;
  heart?: boolean;
}) {
  const localHref = useLocalHref();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white transition-shadow hover:shadow-md">
      <Picture
        src={product.image}
        alt=""
        width={640}
        height={640}
        sizes={CARD_SIZES}
        priority={priority}
        className="aspect-square w-full bg-gray-50 object-cover"
      />
      {heart && <HeartButton productCode={product.product_id} productName={product.name} variant="card" />}
      <div className="flex flex-1 flex-col gap-1.5 p-2.5">
        <FlagLabels flags={product.flags} limit={2} />
        {product.brand && <p className="text-xs font-semibold text-gray-500">{product.brand.name}</p>}
        <h3 className="line-clamp-2 text-sm leading-5 text-gray-900">
          <Link to={localHref(productPath(product))} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Link>
        </h3>
        <div className="mt-auto">
          <Price price={product.price} special={price ?? product.special_price} />
        </div>
      </div>
    </article>
  );
}

/** Cards in a responsive grid; the first row loads eagerly because it is above the fold. */
export function ProductGrid({ products, eager = 0 }: { products: ShownCard[]; eager?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-3 lg:grid-cols-5">
      {products.map((product, index) => (
        <li key={product.product_id}>
          <ProductCard product={product} priority={index < eager} />
        </li>
      ))}
    </ul>
  );
}
