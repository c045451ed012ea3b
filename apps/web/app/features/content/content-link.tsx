import type { ContentLink } from '@talad/sdk';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalHref } from '../../lib/use-locale.ts';
import { hrefFor } from '../../lib/shop-menu.ts';

/** Wraps content in a link to its target (the 16 link targets of spec §3); NONE renders the content alone. */
interface ContentLinkProps {
  link: ContentLink;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** The link is named by what it holds (a picture's alt, a slide's words), so what shoppers see is what it is called. */
export function ContentLinkTo({ link, className, style, children }: ContentLinkProps) {
  const localHref = useLocalHref();
  const href = hrefFor(link.link_type, link.link_value);
  if (!href) {
    return (
      <div className={className} style={style}>
        {children}
      </div>
    );
  }
  if (/^https?:/.test(href)) {
    return (
      <a href={href} className={className} style={style} rel="noopener" target="_blank">
        {children}
      </a>
    );
  }
  return (
    <Link to={localHref(href)} className={className} style={style}>
      {children}
    </Link>
  );
}
