/** The sandbox's KYC provider: its hosted form with Approve / Reject (sandbox/kyc-routes.ts, mounted with the sandbox). */

import { SandboxPaths } from '../../../../contract/sandbox';
import type { KycProvider } from './provider';

export const sandboxKyc: KycProvider = { name: 'sandbox', formPath: (id) => `${SandboxPaths.kyc}/${id}` };
