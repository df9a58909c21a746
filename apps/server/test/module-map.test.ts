// The module map in docs/architecture.md is generated from the code (src/scripts/module-map.ts); this keeps the
// committed text equal to what the code gives, so the map a reader trusts cannot drift from the modules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { architectureDoc, architectureWithMap, buildModuleMap, moduleOf } from '../src/scripts/module-map.ts';

describe('module map', () => {
  it('docs/architecture.md holds the map the code gives (run `npm run docs:map` after changing a module)', async () => {
    const committed = readFileSync(architectureDoc, 'utf8');
    expect(await architectureWithMap(committed)).toBe(committed);
  });

  it('finds every table, job and route under some module, with the lottery in the house vendor', async () => {
    const map = await buildModuleMap();
    expect(map.unserved).toEqual([]);
    const lottery = map.modules.get('house/lottery')!;
    expect(lottery.tables).toContain('lottery_tickets');
    expect(lottery.jobs.some((job) => job.startsWith('`lottery.settle-draws`'))).toBe(true);
    expect(lottery.routes).toContain('POST /lgw/lottery/orders');
    expect(map.modules.get('wallet')!.tables).toContain('ledger_postings');
    expect(map.modules.get('agents')!.jobs.length).toBeGreaterThan(0);
  });

  it('names a module by its folder', () => {
    expect(moduleOf('modules/wallet/seamless/turnover.ts')).toBe('wallet');
    expect(moduleOf('vendors/house/slots/slots.service.ts')).toBe('house/slots');
    expect(moduleOf('vendors/house/round-book.ts')).toBe('house');
    expect(moduleOf('vendors/sandbox-gateway/sandbox-gateway.ts')).toBe('sandbox-gateway');
    expect(moduleOf('jobs/definitions.ts')).toBe('platform');
  });
});
