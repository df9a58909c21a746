// Tells every server process that a cached piece of configuration changed, so each drops its copy at once
// instead of serving the old one until its entry expires (ADR 0041): a merchant's settings and domains
// (modules/site/merchant-cache.ts), a merchant's vendor rows (modules/wallet/vendors.ts). It rides the notify
// hub (lib/notify-hub.ts): this process hears at once, the others through a NOTIFY on PostgreSQL. Caches keep
// their expiry as well, so a NOTIFY missed while a listener reconnects costs at most that long.
import type { Database } from '../db/client.ts';
import { createNotifyHub } from './notify-hub.ts';

/** What changed: a merchant's settings (or domains), or a merchant's vendor rows. The id is the merchant's. */
export type ConfigTopic = 'merchant' | 'vendors';

export function createConfigChanges(database: Database, log: { warn(obj: object, msg: string): void }) {
  const hub = createNotifyHub(database, 'config_changed', log);
  return {
    start: hub.start,
    close: hub.close,
    /** `topic`'s entry of `merchantId` changed and the change committed: every process drops its copy. */
    changed(topic: ConfigTopic, merchantId: number) {
      hub.changed([topic], String(merchantId));
    },
    /** Calls `listener` with the merchant id of each change of `topic`, from any process; answers the unsubscribe function. */
    onChange(topic: ConfigTopic, listener: (merchantId: number) => void): () => void {
      return hub.subscribe(topic, (message) => {
        const id = Number(message);
        if (Number.isInteger(id)) listener(id);
      });
    },
  };
}

export type ConfigChanges = ReturnType<typeof createConfigChanges>;
