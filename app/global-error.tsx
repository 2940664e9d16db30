'use client';

// Shown only if the root layout itself fails: plain markup, no dependencies, a way to try again, and the reference
// that finds the server's log line about it (instrumentation.ts onRequestError logs the same digest).
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '10vh 24px', maxWidth: 640, margin: '0 auto' }}>
        <h1>Something went wrong</h1>
        <p>The page could not be shown. Please try again; if it keeps happening, write to us at the address in the footer of any page.</p>
        {error.digest ? (
          <p>
            Reference: <code>{error.digest}</code> (please quote it: it helps us find what went wrong)
          </p>
        ) : null}
        <button type="button" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  );
}
