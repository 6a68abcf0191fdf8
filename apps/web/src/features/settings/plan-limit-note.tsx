import { Link } from 'react-router';
import { toast } from 'sonner';
import { CHANGE_PLAN_HINT, PLAN_SECTION_PATH } from './plan-links';

/**
 * What follows the server's plan-limit message wherever it is shown inline: how plans change
 * here, and a link to the Plan and usage section of the settings.
 */
export function PlanLimitNote({ onFollow }: { onFollow?: () => void }) {
  return (
    <>
      {' '}
      {CHANGE_PLAN_HINT}{' '}
      <Link
        to={PLAN_SECTION_PATH}
        onClick={onFollow}
        className="font-medium whitespace-nowrap underline underline-offset-2"
      >
        See Plan and usage
      </Link>
    </>
  );
}

/** The same for a refusal reported in a toast: the message, the hint and a button to the plan. */
export function notifyPlanLimit(message: string, goTo: (path: string) => void): void {
  toast.error(message, {
    description: CHANGE_PLAN_HINT,
    duration: 10_000,
    action: { label: 'Plan and usage', onClick: () => goTo(PLAN_SECTION_PATH) },
  });
}
