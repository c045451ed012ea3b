import { Picture } from '../media/picture.tsx';

/** The wide banner of a brand, collection or promotion page: above the fold, so it loads first. */
export function ListingBanner({ image, alt, priority = true }: { image: string; alt: string; priority?: boolean }) {
  return (
    <Picture
      src={image}
      alt={alt}
      width={1024}
      height={256}
      sizes="(max-width: 1152px) 100vw, 1152px"
      priority={priority}
      className="mt-3 aspect-[4/1] w-full rounded-xl bg-gray-100 object-cover"
    />
  );
}
