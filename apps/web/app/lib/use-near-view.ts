import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether the element behind `target` has come within `margin` of view (of `root`'s scrolled box, or the viewport),
 * and stays so once it has. `already` starts it true, with nothing to observe.
 */
export function useNearView<Target extends Element>({
  margin,
  root,
  already = false,
}: {
  margin: string;
  root?: RefObject<Element | null>;
  already?: boolean;
}) {
  const [near, setNear] = useState(already);
  const target = useRef<Target>(null);

  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { root: root?.current ?? null, rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin, root]);

  return { near, target };
}
