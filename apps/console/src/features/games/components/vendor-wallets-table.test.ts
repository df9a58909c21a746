import { describe, expect, it } from 'vitest';
import type { VendorWallet } from '@orbit/contracts/console-rounds';
import { switchBlocker } from './vendor-wallets-table.tsx';

const wallet = (change: Partial<VendorWallet>): VendorWallet => ({
  vendorCode: 'HSLOT',
  name: 'Harimau Slots',
  walletMode: 'seamless',
  enabled: true,
  hasCredentials: true,
  secretRotatedAt: '2026-11-25T01:00:00.000Z',
  openRounds: 0,
  openStakes: '0.00',
  transferBalance: '0.00',
  creditCap: '500.00',
  creditCapSet: false,
  heldCredits: 0,
  heldAmount: '0.00',
  ...change,
});

describe('switching a vendor’s wallet mode', () => {
  it('is offered only when nothing is open at the vendor, as the server checks', () => {
    expect(switchBlocker(wallet({}))).toBeNull();
    expect(switchBlocker(wallet({ openRounds: 2, openStakes: '4.00' }))).toBe('openRounds');
    expect(switchBlocker(wallet({ walletMode: 'transfer', transferBalance: '120.50' }))).toBe('transferBalance');
    expect(switchBlocker(wallet({ walletMode: 'transfer', transferBalance: '-0.01' }))).toBe('transferBalance');
  });
});
