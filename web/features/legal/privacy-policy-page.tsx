import { Link } from 'react-router';
import { MINIMUM_AGE } from './minimum-age.ts';
import { LegalPage } from './legal-document.tsx';

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        Skywatch is a public website where people browse, search and report sightings of unidentified flying objects.
        This policy explains what information we collect when you use Skywatch, why we collect it, and the choices you
        have. By using Skywatch you agree to the practices described here.
      </p>

      <h2 className="h4 mt-4">Information you give us</h2>
      <p>
        You can browse and search Skywatch without an account. When you report a sighting, we store what you enter in
        the report form: where and when the sighting happened, your description, the details you select (such as shape,
        distance or duration), the labels you add, and any photos, videos or documents you upload. Reports are reviewed
        before they are published, and published reports can be seen by anyone. Please do not include your name, phone
        number, e-mail address or other personal details in the text of a report.
      </p>
      <p>
        Photos often carry hidden information, such as the place where they were taken. We remove this information from
        the copies we publish, but we keep the original file so that our staff can check the report.
      </p>
      <p>
        When you send feedback, we store your message and, if you give one, your e-mail address, so that our staff can
        read it and answer you. We use that address for nothing else.
      </p>
      <p>Staff members who sign in give us their e-mail address and password to access the administration area.</p>

      <h2 className="h4 mt-4">Information collected automatically</h2>
      <p>
        Like most websites, our servers record technical details of each request, such as your IP address, browser type
        and the pages you visit. We use these records to keep the service running, to stop abuse such as automated or
        fraudulent reports, and to fix problems. We do not use them to build advertising profiles.
      </p>

      <h2 className="h4 mt-4">Cookies and local storage</h2>
      <p>
        Skywatch uses a small number of cookies and browser storage entries so the site works the way you left it. They
        remember your map position and zoom, your most recent search and list settings, the latest sighting you have
        been told about, whether you have dismissed the cookie notice, and, for staff, the sign-in session. A security
        cookie protects forms against requests forged by other websites. We do not use cookies to track you across other
        websites. You can delete cookies in your browser at any time; the site will then simply forget your settings.
      </p>

      <h2 className="h4 mt-4">How we use information</h2>
      <ul>
        <li>To publish approved sighting reports and show them on the map, in the list and in search.</li>
        <li>To review reports for accuracy and to remove hoaxes, spam and unlawful material.</li>
        <li>To create short summaries and labels that make reports easier to find.</li>
        <li>To keep Skywatch secure, reliable and fast.</li>
      </ul>

      <h2 className="h4 mt-4">Sharing</h2>
      <p>
        We do not sell personal information. Published reports are public by design. We may use service providers, for
        example for hosting, map tiles or address lookups, who handle data only on our behalf. We may disclose
        information when the law requires it or to protect the rights and safety of our users and the public.
      </p>

      <h2 className="h4 mt-4">Keeping information</h2>
      <p>
        We keep sighting reports for as long as Skywatch operates, because a long record is what makes the collection
        useful. Server logs are kept only as long as needed for security and troubleshooting.
      </p>

      <h2 className="h4 mt-4">Children</h2>
      <p>
        Skywatch is not meant for children under {MINIMUM_AGE}. We do not knowingly collect information from anyone
        under {MINIMUM_AGE}. If you believe a child has sent us personal information, please tell us and we will delete
        it.
      </p>

      <h2 className="h4 mt-4">Your choices</h2>
      <p>
        You may ask us to correct or remove a report you submitted, or personal information it contains. Use the
        Feedback link at the bottom of every page to reach us.
      </p>

      <h2 className="h4 mt-4">Changes to this policy</h2>
      <p>
        We may update this policy from time to time. The date at the top of this page shows when it was last changed.
        Continuing to use Skywatch after a change means you accept the updated policy. See also our{' '}
        <Link to="/terms-of-service">Terms of Service</Link>.
      </p>
    </LegalPage>
  );
}
