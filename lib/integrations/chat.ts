/**
 * The chat widget (Gorgias; SPEC §2, §8, §9): loads the configured widget script, then retries
 * initialisation once a second, up to 10 times, without logging each miss.
 */
import './chat-open';
import { loadScript } from './load-script';

export const CHAT_RETRIES = 10;
export const CHAT_RETRY_MS = 1000;

/**
 * Calls `attempt` until it succeeds: once at once, then up to `retries` more times `intervalMs`
 * apart. An attempt fails by returning false, throwing or rejecting. Resolves whether it succeeded.
 */
export async function retryInit(
  attempt: () => boolean | Promise<boolean>,
  { retries = CHAT_RETRIES, intervalMs = CHAT_RETRY_MS } = {},
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<boolean> {
  for (let tried = 0; tried <= retries; tried++) {
    if (tried > 0) await wait(intervalMs);
    try {
      if (await attempt()) return true;
    } catch {
      // Silent by design (SPEC §8: "retried silently").
    }
  }
  return false;
}

/** Loads the widget and initialises it; resolves true once the chat is ready. */
export async function startChat(scriptUrl: string): Promise<boolean> {
  await loadScript(scriptUrl);
  return retryInit(async () => {
    const chat = window.GorgiasChat;
    if (typeof chat?.init !== 'function') return false;
    await chat.init();
    return true;
  });
}
