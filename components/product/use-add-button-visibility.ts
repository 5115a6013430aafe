import { useEffect, useRef, useState } from 'react';
import { useShopStore } from '@/stores/shop-store';

/**
 * Tracks the main "Add to basket" button for the mobile sticky add bar: the store's
 * `addToBasketBtnVisible` says whether it is on screen, and `scrolledPast` whether it has scrolled
 * up out of view. Two observers: one for "is the button on screen", and one whose root reaches far
 * below the viewport, so it reports "not intersecting" only once the button is above the top; a
 * single observer misses a jump straight past the button.
 */
export function useAddButtonVisibility() {
  const setAddToBasketBtnVisible = useShopStore((s) => s.setAddToBasketBtnVisible);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    const button = buttonRef.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const visibility = new IntersectionObserver(([entry]) => {
      if (entry)
        setAddToBasketBtnVisible({
          visible: entry.isIntersecting,
          buttonRef: button,
          productsSelectionRef: formRef.current,
        });
    });
    const passed = new IntersectionObserver(
      ([entry]) => {
        if (entry) setScrolledPast(!entry.isIntersecting);
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    visibility.observe(button);
    passed.observe(button);
    return () => {
      visibility.disconnect();
      passed.disconnect();
      setAddToBasketBtnVisible({ visible: false, buttonRef: null, productsSelectionRef: null });
    };
  }, [setAddToBasketBtnVisible]);

  return { buttonRef, formRef, scrolledPast };
}
