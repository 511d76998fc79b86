import { useEffect, useState, type RefObject } from 'react';

/**
 * True from the moment the element comes within `margin` of the window (and from then on): for work
 * that can wait until the visitor scrolls towards it.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
