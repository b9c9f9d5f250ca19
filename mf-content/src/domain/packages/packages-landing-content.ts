// The words of the /packages page: hero (with a 'Get Expert Advice' button to /contact), three value cards,
// the list of packages (from package-content.ts) and a help section with a Contact Us button and a WhatsApp link.

export interface PackagesValueCard {
  readonly title: string;
  readonly text: string;
}

export interface PackagesLandingContent {
  readonly heroTitle: string;
  readonly heroText: string;
  readonly valueCards: readonly [PackagesValueCard, PackagesValueCard, PackagesValueCard];
  readonly helpTitle: string;
  readonly helpText: string;
}

export const packagesLanding = {
  heroTitle: 'Health Packages',
  heroText:
    'Natural products grouped around common health goals, so you can find what suits you in one place. Not sure where to start? Our advisers are happy to help.',
  valueCards: [
    {
      title: 'Expert-curated',
      text: 'Each package is put together by our wellness team around one health goal, with products that work well side by side.',
    },
    {
      title: 'Natural ingredients',
      text: 'Herbs, superfoods, oils and vitamins from trusted suppliers, with clear labels and directions.',
    },
    {
      title: 'Personal support',
      text: 'Ask us on WhatsApp or by phone before you buy, and collect your order at a pickup station in every county.',
    },
  ],
  helpTitle: 'Not sure which package is right for you?',
  helpText:
    'Tell us about your goals, your age and any medicine you take, and our advisers will suggest products that fit. If you are under a doctor’s care, we encourage you to share the list with them before you start.',
} as const satisfies PackagesLandingContent;
