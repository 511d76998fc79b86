import { Link } from 'react-router';
import { PAGES } from '../../../../common/pages/page-table.ts';
import { siteLink } from '../../../lib/site-settings.ts';
import { TitledCard } from '../../../lib/titled-card.tsx';

/** The feedback form, set to the advertising topic: staff read it in administration. */
const ADVERTISING_ENQUIRY_PATH = `${PAGES.feedback.path}?topic=advertising`;

/**
 * The Sponsored card: an advertising slot that offers itself, 'Contact us to advertise here'. The
 * contact is the address whoever runs the site has set (ADVERTISING_URL: a mailto: or web address);
 * without one, the built-in feedback form, set to advertising, so the offer always reaches someone.
 */
export function SponsoredCard() {
  const advertisingLink = siteLink('advertising');
  return (
    <TitledCard title="Sponsored" titleId="sighting-sponsored-title">
      {advertisingLink ? (
        <a href={advertisingLink}>Contact us to advertise here</a>
      ) : (
        <Link to={ADVERTISING_ENQUIRY_PATH}>Contact us to advertise here</Link>
      )}
    </TitledCard>
  );
}
