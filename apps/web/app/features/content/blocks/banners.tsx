import type { AreaBannerBlock, Banner, Carousel1Block, Carousel2Block, HeroBlock, ImageBlock } from '@talad/sdk';
import { Picture } from '../../media/picture.tsx';
import { ContentLinkTo } from '../content-link.tsx';

const rail = 'flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:thin]';

/** Hero slides scroll sideways (CSS scroll snap, no script); only the first is loaded eagerly. */
export function Hero({ block, first }: { block: HeroBlock; first: boolean }) {
  return (
    <div className={rail}>
      {block.slides.map((slide, index) => (
        <ContentLinkTo
          key={`${slide.image}-${index}`}
          link={slide.link}
          className="relative block w-full shrink-0 snap-start overflow-hidden rounded-2xl"
        >
          <Picture
            src={slide.image}
            alt={slide.alt}
            width={1024}
            height={400}
            sizes="(max-width: 1152px) 100vw, 1152px"
            priority={first && index === 0}
            className="aspect-[16/9] w-full bg-gray-100 object-cover md:aspect-[1024/400]"
          />
          <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/60 via-black/10 to-transparent p-5 text-white md:p-10">
            <p className="text-2xl leading-tight font-bold md:text-4xl">{slide.title}</p>
            {slide.subtitle && <p className="mt-1 max-w-xl text-sm md:text-lg">{slide.subtitle}</p>}
            {slide.button_label && <span className="btn mt-3 w-fit bg-white text-primary">{slide.button_label}</span>}
          </div>
        </ContentLinkTo>
      ))}
    </div>
  );
}

function BannerImage({ banner, sizes, priority }: { banner: Banner; sizes: string; priority: boolean }) {
  return (
    <ContentLinkTo link={banner.link} className="block overflow-hidden rounded-xl">
      <Picture
        src={banner.image}
        alt={banner.alt}
        width={1024}
        height={384}
        sizes={sizes}
        priority={priority}
        className="aspect-[8/3] w-full bg-gray-100 object-cover"
      />
    </ContentLinkTo>
  );
}

/** CAROUSEL1: one banner per view; CAROUSEL2: two side by side from tablet width. */
export function Carousel({ block, first }: { block: Carousel1Block | Carousel2Block; first: boolean }) {
  const two = block.type === 'CAROUSEL2';
  return (
    <ul className={rail}>
      {block.banners.map((banner, index) => (
        <li key={`${banner.image}-${index}`} className={`shrink-0 snap-start ${two ? 'w-[85%] md:w-[calc(50%-0.375rem)]' : 'w-full'}`}>
          <BannerImage
            banner={banner}
            sizes={two ? '(max-width: 767px) 85vw, 576px' : '(max-width: 1152px) 100vw, 1152px'}
            priority={first && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

export function ImageBanner({ block, first }: { block: ImageBlock; first: boolean }) {
  return (
    <ContentLinkTo link={block.link} className="block overflow-hidden rounded-xl">
      <Picture
        src={block.image}
        alt={block.alt}
        width={block.width}
        height={block.height}
        sizes="(max-width: 1152px) 100vw, 1152px"
        priority={first}
        className="h-auto w-full bg-gray-100"
      />
    </ContentLinkTo>
  );
}

/** One picture with clickable areas placed in percent, so they stay on their spot at any width. */
export function AreaBanner({ block, first }: { block: AreaBannerBlock; first: boolean }) {
  return (
    <div className="relative overflow-hidden rounded-xl">
      <Picture
        src={block.image}
        alt={block.alt}
        width={block.width}
        height={block.height}
        sizes="(max-width: 1152px) 100vw, 1152px"
        priority={first}
        className="h-auto w-full bg-gray-100"
      />
      {block.areas.map((area, index) => (
        <ContentLinkTo
          key={index}
          link={area.link}
          style={{ left: `${area.x}%`, top: `${area.y}%`, width: `${area.width}%`, height: `${area.height}%` }}
          className="absolute block rounded-lg hover:bg-white/10 focus-visible:ring-4 focus-visible:ring-white"
        >
          <span className="sr-only">{area.alt}</span>
        </ContentLinkTo>
      ))}
    </div>
  );
}
