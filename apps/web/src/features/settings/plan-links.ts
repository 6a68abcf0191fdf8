/** Where every plan-limit message sends the owner: the Plan and usage section of settings. */
export const PLAN_SECTION_PATH = '/dashboard/settings#plan';

/** How plans change on a self-hosted Tessera: the operator runs a command; no payment here. */
export const CHANGE_PLAN_HINT =
  'Plans are changed by whoever runs this Tessera server: no payment happens here.';

/** The operator's command that moves an account to another plan. */
export const setPlanCommand = (email: string, plan = 'pro') =>
  `npm run cli -- set-plan ${email} ${plan}`;
