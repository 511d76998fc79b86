import { advertisingMailto } from './advertising-mailto.ts';

/** The Sponsored card of SPEC §2. */
export function SponsoredCard() {
  return (
    <section className="card mb-4" aria-labelledby="sighting-sponsored-title">
      <h2 id="sighting-sponsored-title" className="card-header h5">
        Sponsored
      </h2>
      <div className="card-body">
        <a href={advertisingMailto(window.location.hostname)}>Contact us to advertise here</a>
      </div>
    </section>
  );
}
