// Requests outside the localized tree (no locale could be matched) still get a real page.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main id="main" className="container not-found">
          <h1>Page not found</h1>
          <p>The page may have moved, or the address may be mistyped.</p>
          {/* Outside every layout there is no router to hand a <Link> to: a full page load is the point. */}
          <p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">Go to the home page</a>
          </p>
        </main>
      </body>
    </html>
  );
}
