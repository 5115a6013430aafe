// The chat launcher (SPEC §2): placed by chatPlacement, shown once the chat widget has initialised
// (lib/integrations/chat loads it and retries initialisation).
import { useRouter } from 'next/router';
import { chatPlacement } from '@/components/layout/chat-position';
import { openChat } from '@/lib/integrations/chat-open';
import { useShopStore } from '@/stores/shop-store';
import styles from './chat-loader.module.css';

export const CHAT_CONTAINER_ID = 'chat-launcher';

/**
 * The fixed container of the chat button, placed by {@link chatPlacement}. It stays empty (and
 * so invisible) until the chat integration reports the widget initialised.
 */
export function ChatLoader() {
  const { asPath } = useRouter();
  const showChat = useShopStore((s) => s.showChat);
  const isMobile = useShopStore((s) => s.isMobile);
  const chatInitialised = useShopStore((s) => s.chatInitialised);
  const placement = chatPlacement({ path: asPath, isMobile, chatInitialised, showChat });
  return (
    <div
      id={CHAT_CONTAINER_ID}
      className={styles.container}
      data-side={placement.side}
      hidden={!placement.visible}
      style={placement.style}
    >
      {chatInitialised ? (
        <button type="button" className={`btn btn-primary ${styles.button}`} onClick={openChat}>
          Chat with us
        </button>
      ) : null}
    </div>
  );
}
