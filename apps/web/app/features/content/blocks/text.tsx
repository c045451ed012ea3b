import type { IconBlock, SpaceBlock, TextBlock, TitleBlock } from '@talad/sdk';
import { useTranslation } from '../../../lib/i18n.ts';
import { CategoryIcon } from '../../catalog/category-icon.tsx';
import { Picture } from '../../media/picture.tsx';
import { ContentLinkTo } from '../content-link.tsx';

export function Text({ block }: { block: TextBlock }) {
  return (
    <div className="max-w-3xl">
      {block.title && <h2 className="text-xl font-bold">{block.title}</h2>}
      {block.paragraphs.map((paragraph, index) => (
        <p key={index} className="mt-2 leading-7 opacity-90">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** A section title, with "see all" when it leads somewhere. */
export function Title({ block }: { block: TitleBlock }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-end justify-between gap-4">
      <div>
        <h2 className="text-xl font-bold md:text-2xl">{block.title}</h2>
        {block.subtitle && <p className="mt-0.5 text-sm opacity-80">{block.subtitle}</p>}
      </div>
      {block.link.link_type !== 'NONE' && (
        <ContentLinkTo link={block.link} className="shrink-0 text-sm font-semibold text-primary hover:underline">
          {t('content.seeAll')}
        </ContentLinkTo>
      )}
    </div>
  );
}

export function Space({ block }: { block: SpaceBlock }) {
  return <div aria-hidden="true" style={{ height: block.height }} />;
}

/** Round shortcuts (categories, services): API pictures, or the shop's line icons by name. */
export function Icons({ block }: { block: IconBlock }) {
  return (
    <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5 md:grid-cols-8">
      {block.items.map((item, index) => (
        <li key={`${item.label}-${index}`}>
          <ContentLinkTo
            link={item.link}
            className="flex flex-col items-center gap-1.5 rounded-lg p-1.5 text-center text-xs font-semibold hover:bg-black/5 md:text-sm"
          >
            {item.icon.startsWith('/') ? (
              <Picture
                src={item.icon}
                alt=""
                width={160}
                height={160}
                sizes="56px"
                className="size-14 rounded-full bg-primary/10 object-cover"
              />
            ) : (
              <CategoryIcon name={item.icon} label={item.label} />
            )}
            {item.label}
          </ContentLinkTo>
        </li>
      ))}
    </ul>
  );
}
