import { useRef } from 'react';
import { useNearView } from '../../lib/use-near-view.ts';

/** Cards a rail renders with the page: a desktop row of five and the start of a phone's swipe. */
export const FIRST_RAIL_CARDS = 6;

/**
 * How many of a rail's cards to render. The page comes with the first few (home has several rails: all their cards
 * were a third of its elements, bench/README.md); the rest join once the rail's `end` marker
 * comes within half a rail width of view, as the shopper swipes (at once on a desktop row that shows five).
 */
export function useRailCards<Rail extends HTMLElement, Marker extends HTMLElement>(total: number) {
  const rail = useRef<Rail>(null);
  const { near, target } = useNearView<Marker>({ margin: '0px 50% 0px 0px', root: rail, already: total <= FIRST_RAIL_CARDS });
  return { shown: near ? total : FIRST_RAIL_CARDS, rail, end: near ? null : target };
}
