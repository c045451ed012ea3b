import type { ContentBlock, Theme } from '@talad/sdk';
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

/** A content page's blocks in order (the 13 block types of spec §3), each in its own DARK or LIGHT band. */
export function ContentBlocks({ blocks, data }: { blocks: ContentBlock[]; data: BlockData }) {
  return (
    <div data-testid="content-blocks">
      {blocks.map((block, index) => (
        <div key={block.block_id} data-block={block.type} data-theme={block.theme} className={`group/band ${THEME_STYLE[block.theme]} ${block.type === 'SPACE' ? '' : 'py-3 md:py-4'}`}>
          <div className="mx-auto max-w-6xl px-4">
            <Block block={block} data={data} first={index < 2} />
          </div>
        </div>
      ))}
    </div>
  );
}
