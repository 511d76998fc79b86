/** A country's flag (flag-icons), or an earth icon when the sighting has no usable country code. */
export function CountryFlag({ code, country }: { code: string | null; country: string | null }) {
  if (code && /^[A-Za-z]{2}$/.test(code)) {
    return <span className={`fi fi-${code.toLowerCase()}`} role="img" aria-label={country || code.toUpperCase()} />;
  }
  return <i className="bi bi-globe-americas" role="img" aria-label="Unknown country" />;
}
