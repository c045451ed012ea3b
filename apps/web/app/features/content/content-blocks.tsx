import type { ContentBlock, Theme } from '@talad/sdk';
import { useNearView } from '../../lib/use-near-view.ts';
import type { BlockData } from './block-data.ts';
import { AreaBanner, Carousel, Hero, ImageBanner } from './blocks/banners.tsx';
import { BlogFeed, FlashSaleFeed, LiveFeed, ProductCarousel } from './blocks/feeds.tsx';
import { Icons, Space, Text, Title } from './blocks/text.tsx';

function Block({ block, data, first }: { block: ContentBlock; data: BlockData; first: boolean }) {
  switch (block.type) {
    case 'HERO':
      return <Hero block={block} first={first} />;
    case 'TEXT':
      return <Text block={block} />;
    case 'ICON':
      return <Icons block={block} />;
    case 'CAROUSEL1':
    case 'CAROUSEL2':
      return <Carousel block={block} first={first} />;
    case 'PRODUCTCAROUSEL':
      return <ProductCarousel block={block} data={data} />;
    case 'TITLE':
      return <Title block={block} />;
    case 'IMAGE':
      return <ImageBanner block={block} first={first} />;
    case 'SPACE':
      return <Space block={block} />;
    case 'FLASHSALE':
      return <FlashSaleFeed block={block} data={data} />;
    case 'LIVE':
      return <LiveFeed block={block} data={data} />;
    case 'BLOG':
      return <BlogFeed block={block} data={data} />;
    case 'AREABANNER':
      return <AreaBanner block={block} first={first} />;
  }
}

const THEME_STYLE: Record<Theme, string> = { LIGHT: 'bg-white text-gray-900', DARK: 'bg-gray-900 text-white' };

/** Blocks from this index on may come after the first paint: the first screen is always in the page's HTML. */
export const BLOCKS_WITH_PAGE = 3;

/**
 * The feeds, whose many cards and lines of Thai text were most of home's layout work (bench/README.md): below the
 * first screen they render once the shopper scrolls within half a screen of them, into a box of about their height
 * (content height at phone, tablet and desktop widths, so the page below hardly moves). Pictures render with the
 * page: they are few elements, and their own aspect ratios give their heights.
 */
const LATER_FEED_HEIGHT: Partial<Record<ContentBlock['type'], string>> = {
  PRODUCTCAROUSEL: 'h-[340px] md:h-[350px] lg:h-[400px]',
  FLASHSALE: 'h-[510px] md:h-[435px] lg:h-[467px]',
  LIVE: 'h-[208px] md:h-[244px] lg:h-[314px]',
  BLOG: 'h-[297px] md:h-[317px] lg:h-[362px]',
};

function Band({ block, data, index }: { block: ContentBlock; data: BlockData; index: number }) {
  const laterHeight = index >= BLOCKS_WITH_PAGE ? LATER_FEED_HEIGHT[block.type] : undefined;
  const { near, target } = useNearView<HTMLDivElement>({ margin: '50% 0px', already: !laterHeight });
  return (
    <div
      ref={near ? undefined : target}
      data-block={block.type}
      data-theme={block.theme}
      data-later={near ? undefined : ''}
      className={`group/band ${THEME_STYLE[block.theme]} ${block.type === 'SPACE' ? '' : 'py-3 md:py-4'}`}
    >
      <div className="mx-auto max-w-6xl px-4">
        {near ? (
          <Block block={block} data={data} first={index < 2} />
        ) : (
          <div aria-hidden="true" className={`${laterHeight} rounded-2xl bg-gray-500/10`} />
        )}
      </div>
    </div>
  );
}

/** A content page's blocks in order (the 13 block types of spec §3), each in its own DARK or LIGHT band. */
export function ContentBlocks({ blocks, data }: { blocks: ContentBlock[]; data: BlockData }) {
  return (
    <div data-testid="content-blocks">
      {blocks.map((block, index) => (
        <Band key={block.block_id} block={block} data={data} index={index} />
      ))}
    </div>
  );
}
