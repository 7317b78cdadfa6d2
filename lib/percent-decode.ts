/**
 * `decodeURIComponent`, or null when `text` is not percent-encoded UTF-8 (`%zz`, a cut-off `%E0%A4`,
 * an encoded surrogate). Whatever reads a URL fragment or a cookie reads what anyone can write:
 * the exception would break the page instead of ignoring the value.
 */
export function percentDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch (error) {
    if (error instanceof URIError) return null;
    throw error;
  }
}
