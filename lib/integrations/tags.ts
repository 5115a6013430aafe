/**
 * Script-only tools (SPEC §1): the referral tool, the content recommendation tool and the
 * affiliate tool's script. Each just loads its vendor script once its consent is given.
 */
import type { ConsentCategory } from '@/lib/consent/decide';
import { loadScript } from './load-script';
import type { IntegrationModule } from './types';

export function scriptTag(
  name: string,
  category: ConsentCategory,
  scriptUrl: string,
): IntegrationModule {
  return {
    name,
    category,
    async start() {
      await loadScript(scriptUrl);
      return {};
    },
  };
}
