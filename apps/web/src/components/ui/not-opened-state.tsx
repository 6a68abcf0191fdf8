import { Link } from 'react-router';
import { ErrorState } from './error-state';

/** A detail or form page whose record could not be loaded: why, and a link back to its list. */
export function NotOpenedState({
  title,
  description,
  backTo,
  backLabel,
  onRetry,
  retrying,
}: {
  title: string;
  description: string;
  backTo: string;
  backLabel: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <div className="space-y-4">
      <ErrorState title={title} description={description} onRetry={onRetry} retrying={retrying} />
      <p className="text-center text-sm">
        <Link to={backTo} className="text-primary hover:underline">
          {backLabel}
        </Link>
      </p>
    </div>
  );
}
