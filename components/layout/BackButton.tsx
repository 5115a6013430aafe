import { useRouter } from 'next/router';
import { ChevronLeftIcon } from '@/components/ui/Icons';
import { canGoBackInApp } from '@/components/layout/navigation-history';
import { useShopStore } from '@/stores/shop-store';
import styles from './back-button.module.css';

/**
 * Back control for product pages, shown on mobile only (CSS: width <= 800 px, the breakpoint the
 * layout store's `isMobile` uses). Shown when the page asks for it (`initial`, server-rendered) or
 * the layout store's `showBackButton` is set.
 */
export function BackButton({ initial = false }: { initial?: boolean }) {
  const router = useRouter();
  const storeShow = useShopStore((s) => s.showBackButton);
  if (!initial && !storeShow) return null;
  return (
    <button
      type="button"
      className={`icon-button ${styles.back}`}
      aria-label="Back"
      onClick={() => {
        if (canGoBackInApp()) router.back();
        else void router.push('/');
      }}
    >
      <ChevronLeftIcon size={22} />
    </button>
  );
}
