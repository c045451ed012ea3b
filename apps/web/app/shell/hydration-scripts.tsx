import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';

type LinkProps = { rel?: string; fetchPriority?: string };

function lowPriority(node: ReactNode): ReactNode {
  if (!isValidElement<LinkProps>(node) || node.type !== 'link' || node.props.rel !== 'modulepreload') return node;
  return cloneElement(node as ReactElement<LinkProps>, { fetchPriority: 'low' });
}

/**
 * React Router's scripts, with the hydration modules fetched at low priority. The server-rendered page paints and
 * reads without them; on a phone's slow link they should not take bandwidth from the stylesheet, the fonts and the
 * first pictures (bench/README.md, Web; docs/decisions/0005). Scripts is called as a function so that its own
 * hooks run as part of this component: same order on every render, as hooks require.
 */
export function HydrationScripts() {
  const rendered = Scripts({});
  if (!isValidElement<{ children?: ReactNode }>(rendered)) return rendered;
  return cloneElement(rendered, {}, ...Children.toArray(rendered.props.children).map(lowPriority));
}
