/**
 * The privacy policy's table of the third-party tools this shop loads, built from the table that
 * configures them (lib/config/integrations.ts: which keys are set, each tool's consent category and
 * origins), so the list cannot drift from what runs. A tool whose key is unset is not loaded and is
 * not listed: the table names what a visitor's browser may meet, not what the code could run.
 */
import { config as appConfig, type Config } from '@/lib/config';
import { INTEGRATION_DESCRIPTIONS } from '@/lib/config/integration-descriptions';
import {
  integrationEndpoints,
  type IntegrationEndpoints,
  type IntegrationName,
} from '@/lib/config/integrations';
import type { ConsentCategory } from '@/lib/consent/decide';
import { parseDsn } from '@/lib/monitoring/tunnel';

export interface ToolRow {
  id: IntegrationName;
  name: string;
  purpose: string;
  /** The consent the tool waits for (`necessary`: none). */
  category: ConsentCategory;
  /**
   * The third-party origins the browser talks to for it (its script's and its data's), sorted;
   * empty when it talks only to this site.
   */
  origins: string[];
}

const CATEGORY_ORDER: readonly ConsentCategory[] = ['necessary', 'analytics', 'advertising'];

function row(id: IntegrationName, endpoints: IntegrationEndpoints): ToolRow {
  const { name, purpose } = INTEGRATION_DESCRIPTIONS[id];
  const origins = [...new Set([...endpoints.script, ...endpoints.connect])].sort();
  return { id, name, purpose, category: endpoints.category, origins };
}

/** The configured tools, grouped by consent category (necessary first), by name within one. */
export function configuredTools(c: Config['integrations'] = appConfig.integrations): ToolRow[] {
  const entries = Object.entries(integrationEndpoints(c)) as [
    IntegrationName,
    IntegrationEndpoints,
  ][];
  return (
    entries
      // A DSN that is not one leaves Sentry off (lib/integrations/modules.ts), though its key is set.
      .filter(([id]) => id !== 'sentry' || parseDsn(c.sentryDsn) !== null)
      .map(([id, endpoints]) => row(id, endpoints))
      .sort(
        (a, b) =>
          CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
          a.name.localeCompare(b.name, 'en'),
      )
  );
}
