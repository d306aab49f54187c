/** Where the account screens live (SPEC §2 My account). */
export const AccountPaths = {
  overview: '/my-account/',
  editPhone: '/my-account/edit-phone/',
  banks: '/my-account/banks/',
  statement: '/my-account/statement/',
  verification: '/my-account/verification/',
} as const;
