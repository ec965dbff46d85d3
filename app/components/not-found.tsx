/** The not-found screen: the background image only (spec), with a heading for screen readers. */
export function NotFound() {
  return (
    <main
      data-testid="not-found"
      className="min-h-[70vh] w-full bg-cover bg-center"
      style={{ backgroundImage: "url(/images/not-found.jpg)" }}
    >
      <h1 className="sr-only">Page not found</h1>
    </main>
  );
}
