// The legacy client's deposits by kind (POST /wps/transaction/deposit/{pg,mt,ma,qr}) and its bank list
// (GET /wps/system/depositBanks): the same channels and the same PENDING deposit orders as the v2
// cashier (requestDeposit), a kind picking among the merchant's channels by their type.
import type { Language } from '@sim/shared/languages';
import type { DepositChannel } from '@sim/shared/wps/cashier';
import {
  type DepositBanks,
  LEGACY_DEPOSIT_KINDS,
  type LegacyDepositKind,
  type LegacyDepositRequest,
  legacyDepositKinds,
} from '@sim/shared/wps/legacy-money';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { localisedChannel } from './channel-names.ts';
import { requestDeposit } from './deposits.ts';
import type { CashierDeps } from './orders.ts';
import { receivingAccount } from './payment-instructions.ts';

const takes = (kind: LegacyDepositKind, channel: DepositChannel) =>
  (LEGACY_DEPOSIT_KINDS[kind] as readonly string[]).includes(channel.type);

/** A deposit through the kind's channel: the one named, else the kind's first. */
export function requestLegacyDeposit(
  deps: CashierDeps,
  merchant: MerchantProfile,
  memberId: number,
  kind: LegacyDepositKind,
  request: LegacyDepositRequest,
) {
  const channels = merchant.config.cashier.depositChannels.filter((c) => takes(kind, c));
  const channel = request.channelCode ? channels.find((c) => c.code === request.channelCode) : channels[0];
  if (!channel)
    throw PlatformError.of('channelNotFound', {
      message: request.channelCode
        ? `No ${kind} channel ${request.channelCode}`
        : `This site takes no ${kind} deposits`,
    });
  return requestDeposit(deps, merchant, memberId, {
    channelCode: channel.code,
    amount: request.amount,
    requestId: request.requestId,
  });
}

/** A gateway payment needs no account of the merchant's: a channel that takes a manual kind shows where to pay. */
const takesManual = (kinds: LegacyDepositKind[]) => kinds.some((kind) => kind !== 'pg');

export function depositBanks(merchant: MerchantProfile, language: Language): DepositBanks {
  return {
    banks: merchant.config.cashier.depositChannels.map((channel) => {
      const kinds = legacyDepositKinds.filter((kind) => takes(kind, channel));
      const account = takesManual(kinds)
        ? receivingAccount(channel, merchant)
        : { accountName: null, accountNo: null, bankName: null };
      return { ...localisedChannel(channel, language), kinds, ...account };
    }),
    currency: merchant.currency,
  };
}
