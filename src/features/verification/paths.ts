/** Where the verification screens live (SPEC §2 My account). */
export const VerificationPaths = {
  overview: '/my-account/verification/',
  info: '/my-account/verification/info/',
  preload: '/my-account/verification/preload/',
} as const;
