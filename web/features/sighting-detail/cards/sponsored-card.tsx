import { siteLink } from '../../../lib/site-settings.ts';

/**
 * The Sponsored card; left out where the site has no advertising contact. The contact
 * belongs to whoever runs the site (ADVERTISING_URL: a mailto: or web address).
 */
export function SponsoredCard() {
  const advertisingLink = siteLink('advertising');
  if (!advertisingLink) return null;
  return (
    <section className="card mb-4" aria-labelledby="sighting-sponsored-title">
      <h2 id="sighting-sponsored-title" className="card-header h5">
        Sponsored
      </h2>
      <div className="card-body">
        <a href={advertisingLink}>Contact us to advertise here</a>
      </div>
    </section>
  );
}
