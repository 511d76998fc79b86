/** Advertising enquiries go to the site's own domain, whichever host serves it. */
export function advertisingMailto(hostname: string): string {
  const domain = hostname.replace(/^www\./, '');
  return `mailto:advertise@${domain}?subject=${encodeURIComponent('Advertising')}`;
}
