/**
 * Every third party behind one interface per kind (ARCHITECTURE "Providers and production mode"). Configuration
 * picks the implementation; the sandbox's are imported only when chosen, so a production server never loads them.
 */

import type { AppContext } from '../context';
import type { ChatService } from './chat/provider';
import type { ExclusionRegister } from './exclusion-register/provider';
import type { GameProvider } from './games/provider';
import type { KycProvider } from './kyc/provider';
import type { PaymentProvider } from './payments/provider';
import type { PayoutProvider } from './payouts/provider';
import type { SmsProvider } from './sms/provider';
import type { VoucherIssuer } from './vouchers/provider';

/** A kind that is null has no implementation yet outside the sandbox: its calls are refused (method_disabled…). */
export interface Providers {
  sms: SmsProvider;
  payouts: PayoutProvider;
  kyc: KycProvider;
  exclusionRegister: ExclusionRegister;
  payments: PaymentProvider | null;
  games: GameProvider | null;
  vouchers: VoucherIssuer | null;
  chat: ChatService | null;
}

export type ProviderDeps = Pick<AppContext, 'config' | 'db' | 'clock' | 'log'>;

async function smsProvider(deps: ProviderDeps): Promise<SmsProvider> {
  const { config } = deps;
  switch (config.smsProvider) {
    case 'sandbox':
      return (await import('./sms/sandbox')).createSandboxSms(deps);
    case 'webhook':
      if (config.smsWebhookUrl === null) throw new Error('providers: SMS_PROVIDER=webhook without SMS_WEBHOOK_URL');
      return (await import('./sms/webhook')).createWebhookSms(deps, config.smsWebhookUrl);
    case 'log':
      return (await import('./sms/log')).createLogSms(deps);
  }
}

async function payoutProvider(deps: ProviderDeps, sms: SmsProvider): Promise<PayoutProvider> {
  switch (deps.config.payoutProvider) {
    case 'sandbox':
      return (await import('./payouts/sandbox')).createSandboxPayouts(sms);
    case 'manual':
      return (await import('./payouts/manual')).createManualPayouts(deps);
  }
}

async function kycProvider(deps: ProviderDeps): Promise<KycProvider> {
  switch (deps.config.kycProvider) {
    case 'sandbox':
      return (await import('./kyc/sandbox')).sandboxKyc;
    case 'in_house':
      return (await import('./kyc/in-house')).inHouseKyc;
  }
}

async function exclusionRegister(deps: ProviderDeps): Promise<ExclusionRegister> {
  switch (deps.config.exclusionRegister) {
    case 'sandbox':
      return (await import('./exclusion-register/sandbox')).createSandboxExclusionRegister(deps.db);
    case 'none':
      return (await import('./exclusion-register/none')).noExclusionRegister;
  }
}

/** The kinds only the sandbox implements so far. */
async function sandboxOnly(deps: ProviderDeps): Promise<Pick<Providers, 'payments' | 'games' | 'vouchers' | 'chat'>> {
  if (!deps.config.sandbox) return { payments: null, games: null, vouchers: null, chat: null };
  return {
    payments: (await import('./payments/sandbox')).sandboxPayments,
    games: (await import('./games/sandbox')).sandboxGames,
    vouchers: (await import('./vouchers/sandbox')).createSandboxVouchers(deps.db),
    chat: (await import('./chat/sandbox')).sandboxChat,
  };
}

export async function createProviders(deps: ProviderDeps): Promise<Providers> {
  const sms = await smsProvider(deps);
  return {
    sms,
    payouts: await payoutProvider(deps, sms),
    kyc: await kycProvider(deps),
    exclusionRegister: await exclusionRegister(deps),
    ...(await sandboxOnly(deps)),
  };
}

/** The pages and callbacks providers keep on this server (the in-house KYC form), to mount at the root. */
export function providerRoutes(providers: Providers) {
  return Object.values(providers).flatMap((provider: { routes?: KycProvider['routes'] } | null) =>
    provider?.routes ? [provider.routes] : [],
  );
}

/** One line for the start log: which implementation serves each kind ("none": that kind's calls are refused). */
export function describeProviders(providers: Providers): string {
  return Object.entries(providers)
    .map(([kind, provider]) => `${kind}: ${(provider as { name: string } | null)?.name ?? 'none'}`)
    .join(', ');
}
