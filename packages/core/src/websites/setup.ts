/**
 * The steps that take a new website from nothing to a live site, in the order an owner meets
 * them. Each is done by doing it: the server reads it from the website's own data.
 */
export const SETUP_STEPS = ['details', 'theme', 'page', 'catalogue', 'domain', 'publish'] as const;

export type SetupStepId = (typeof SETUP_STEPS)[number];

export interface WebsiteSetup {
  websiteId: string;
  steps: { id: SetupStepId; done: boolean }[];
  /** Every step done: the checklist has nothing more to say. */
  complete: boolean;
}
