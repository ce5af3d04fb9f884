// Which wallets a member has. Single-wallet merchants keep everything in MAIN; multi-wallet merchants
// add one sub-wallet per vendor, which the vendor's games draw on and GCS_walletTransfer fills.
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import { MAIN_WALLET_TYPE_ID } from '@sim/shared/wps/wallet';
import type { CatalogueCache } from '../catalogue/catalogue-cache.ts';
import type { MerchantProfile } from '../merchants/directory.ts';

export interface WalletSlot {
  /** MAIN or the vendor code */
  name: string;
  displayName: string;
  accountTypeId: number;
}

/** Vendor wallets are numbered after the main wallet in catalogue order, so ids are stable. */
const VENDOR_TYPE_ID_BASE = 100;

export const MAIN_SLOT: WalletSlot = {
  name: MAIN_WALLET,
  displayName: 'Main wallet',
  accountTypeId: MAIN_WALLET_TYPE_ID,
};

/** The wallet a game launched now draws on. */
export function playWallet(merchant: MerchantProfile, vendorCode: string): string {
  return merchant.config.singleWallet ? MAIN_WALLET : vendorCode;
}

/**
 * The wallet the lottery gateway's bets draw on: the main wallet on single-wallet merchants, the
 * lottery vendor's sub-wallet otherwise.
 */
export function lotteryWallet(merchant: MerchantProfile, vendorCode = LOTTERY_GATEWAY_VENDOR): string {
  return playWallet(merchant, vendorCode);
}
/** The vendor behind the lottery gateway (/lgw betting) on multi-wallet merchants. */
export const LOTTERY_GATEWAY_VENDOR = 'VNL';

/** Every wallet that can hold money: MAIN, then one per vendor. */
export async function allWalletSlots(catalogue: CatalogueCache): Promise<WalletSlot[]> {
  const vendors = (await catalogue.get()).vendors;
  return [
    MAIN_SLOT,
    ...vendors.map((v, index) => ({
      name: v.code,
      displayName: v.name,
      accountTypeId: VENDOR_TYPE_ID_BASE + index,
    })),
  ];
}

/** Any wallet name that can hold money, offered or not (a merchant may have switched modes). */
export async function knownWallet(catalogue: CatalogueCache, name: string): Promise<boolean> {
  return name === MAIN_WALLET || (await catalogue.get()).vendors.some((v) => v.code === name);
}

/** The wallet a legacy call names by its accountTypeId (2 is MAIN), offered or not; null when none has it. */
export async function slotByTypeId(
  catalogue: CatalogueCache,
  accountTypeId: number,
): Promise<WalletSlot | null> {
  return (await allWalletSlots(catalogue)).find((slot) => slot.accountTypeId === accountTypeId) ?? null;
}
