// The chat widget's mount point and launcher position; the integrations issue adds the loader (retries).
import { useRouter } from 'next/router';
import { chatPlacement } from '@/components/layout/chat-position';
import { useLayoutStore } from '@/stores/layout-store';
import styles from './chat-loader.module.css';

export const CHAT_CONTAINER_ID = 'chat-launcher';

/**
 * The fixed container the chat widget renders its button into, placed by {@link chatPlacement}.
 * It is empty (and so invisible) until a chat integration fills it.
 */
export function ChatLoader() {
  const { asPath } = useRouter();
  const showChat = useLayoutStore((s) => s.showChat);
  const isMobile = useLayoutStore((s) => s.isMobile);
  const chatInitialised = useLayoutStore((s) => s.chatInitialised);
  const placement = chatPlacement({ path: asPath, isMobile, chatInitialised, showChat });
  return (
    <div
      id={CHAT_CONTAINER_ID}
      className={styles.container}
      data-side={placement.side}
      hidden={!placement.visible}
      style={placement.style}
    />
  );
}
