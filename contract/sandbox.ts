/** The sandbox stand-ins' own routes (mounted only when SANDBOX is on). */

export const SandboxPaths = { sms: '/sandbox/sms', vouchers: '/sandbox/vouchers' } as const;

export interface SandboxSms {
  phone: string;
  text: string;
  otp: string | null;
  sent_at: string;
}

export interface SandboxSmsAnswer {
  messages: SandboxSms[];
}

export interface MintVoucherRequest {
  amount: number;
  site_id?: number;
}
export interface MintVoucherAnswer {
  code: string;
}
