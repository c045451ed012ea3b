import { useEffect, useRef, useState } from 'react';

/** Cards a rail renders with the page: a desktop row of five and the start of a phone's swipe. */
export const FIRST_RAIL_CARDS = 6;

/**
 * How many of a rail's cards to render. The page comes with the first few (home has several rails: all their cards
 * were a third of its elements, bench/README.md); the rest join once the rail's `end` marker
 * comes within half a rail width of view, as the shopper swipes (at once on a desktop row that shows five).
 */
export function useRailCards<Rail extends HTMLElement, Marker extends HTMLElement>(total: number) {
  const [all, setAll] = useState(total <= FIRST_RAIL_CARDS);
  const rail = useRef<Rail>(null);
  const end = useRef<Marker>(null);

  useEffect(() => {
    const marker = end.current;
    if (all || !marker) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setAll(true);
    }, { root: rail.current, rootMargin: '0px 50% 0px 0px' });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [all]);

  return { shown: all ? total : FIRST_RAIL_CARDS, rail, end: all ? null : end };
}
