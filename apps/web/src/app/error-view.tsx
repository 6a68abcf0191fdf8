import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

/** Shown when a screen fails to render: the error, and ways back. */
export function ErrorView() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-background px-6 text-center">
      <Logo />
      <div>
        <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
        <p className="mt-2 text-muted-foreground">
          Something went wrong while showing this page. Your data is safe.
        </p>
        {detail ? (
          <pre className="mt-4 max-w-xl overflow-auto rounded-lg bg-muted px-4 py-3 text-left text-sm">
            {detail}
          </pre>
        ) : null}
      </div>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <Link to="/">Go home</Link>
        </Button>
      </div>
    </main>
  );
}
