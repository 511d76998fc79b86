import { siteLink } from '../site-settings.ts';

/** The advertising contact belongs to whoever runs the site (ADVERTISING_URL: a mailto: or web address). */
const ADVERTISING_LINK = siteLink('advertising');

/** The Sponsored card of SPEC §2; left out where the site has no advertising contact. */
export function SponsoredCard() {
  if (!ADVERTISING_LINK) return null;
  return (
    <section className="card mb-4" aria-labelledby="sighting-sponsored-title">
      <h2 id="sighting-sponsored-title" className="card-header h5">
        Sponsored
      </h2>
      <div className="card-body">
        <a href={ADVERTISING_LINK}>Contact us to advertise here</a>
      </div>
    </section>
  );
}
