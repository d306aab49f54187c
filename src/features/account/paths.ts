/** Where the account screens live (SPEC §2 My account). */
export const AccountPaths = {
  overview: '/my-account/',
  editPhone: '/my-account/edit-phone/',
  /** Ours (issue 39). */
  password: '/my-account/password/',
  banks: '/my-account/banks/',
  statement: '/my-account/statement/',
  /** SPEC §2 Other: the player's rounds. */
  myBets: '/my-bets/',
  verification: '/my-account/verification/',
  /** Responsible gambling: limits, session settings and breaks; the player's activity. */
  limits: '/my-account/limits/',
  activity: '/my-account/activity/',
} as const;
