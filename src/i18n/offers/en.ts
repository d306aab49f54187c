/**
 * The offers' and the welcome's texts in English: the visitors' offers (home page strip, /promo/, /casino-bonuses/)
 * and the welcome after sign-up. A chunk of those parts only: ./index.ts lays the page's language over them.
 */

export const offersEn = {
  stripLabel: 'Welcome offers',
  stripMore: (count: number) => (count === 1 ? 'See the offer and its terms' : `See all ${count} offers and terms`),
  offersTitle: 'Bonuses running now',
  offersIntro: 'Sign up to take them. Every rule is below each bonus, in plain words.',
  none: 'No bonus is running right now. Check back soon.',
  signUp: 'Sign up',
  signUpFor: (title: string) => `Sign up for ${title}`,
  seeBonus: 'See bonus',
  terms: 'Terms',
  loading: 'Loading offers',
  failed: 'The offers did not load. Please try again.',
  retry: 'Try again',
  welcomeTitle: (name: string) => (name ? `Welcome, ${name}!` : 'Welcome!'),
  welcomeIntro: 'Your account is ready. Make your first deposit to start playing.',
  welcomeIntroPlay: 'Your account is ready. Every game here plays for fun on your play balance.',
  firstDepositTitle: 'Your first-deposit bonus',
  takeBonus: 'Take the bonus',
  depositWith: 'Deposit with',
  limitsLine: 'Keep it fun: set deposit limits before you play.',
  limitsLink: 'Set deposit limits',
  later: 'Maybe later',
};

export type OffersMessages = typeof offersEn;
