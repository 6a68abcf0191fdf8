import { useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Holds back leaving a form with unsaved changes for another page; `allowLeaving()` lets a
 * form that just saved go. Show `LeaveGuardDialog` with the blocker it returns.
 */
export function useLeaveGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  return {
    blocker,
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}

/** "Leave without saving?", asked while the guard holds a navigation back. */
export function LeaveGuardDialog({
  blocker,
  description,
}: {
  blocker: Blocker;
  description: string;
}) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Leave without saving?"
      description={description}
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
