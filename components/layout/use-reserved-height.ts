import { useEffect, type RefObject } from 'react';

/** Within this many px of the end, the page counts as scrolled to the bottom. */
const AT_BOTTOM_SLACK_PX = 2;

function scrolledToBottom(): boolean {
  const root = document.documentElement;
  return window.innerHeight + window.scrollY >= root.scrollHeight - AT_BOTTOM_SLACK_PX;
}

/**
 * Publishes the height of a fixed bar as a CSS custom property on the root element (`name`, in
 * px) while `active`, and removes it afterwards. The shell reads these properties to reserve
 * space at the bottom of the page (padding and scroll padding), so a fixed bar never covers the
 * end of the page or a control that keyboard focus scrolls to. A shopper already at the very end
 * of the page when a bar appears (or grows) is kept there, so the end stays in view above it.
 */
export function useReservedHeight(
  ref: RefObject<HTMLElement | null>,
  name: `--${string}`,
  active = true,
): void {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const root = document.documentElement;
    let reserved: number | null = null;
    const update = () => {
      const height = el.offsetHeight;
      if (height === reserved) return;
      const grownBy = height - (reserved ?? 0);
      const follow = grownBy > 0 && scrolledToBottom();
      reserved = height;
      root.style.setProperty(name, `${height}px`);
      if (follow) window.scrollBy(0, grownBy);
    };
    update();
    // The bar's height changes with its text (a long title wraps, an error message grows).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name, active]);
}
