import { Link } from 'react-router';
import { MINIMUM_AGE } from './minimum-age.ts';
import { LegalPage } from './legal-document.tsx';

export default function TermsOfServicePage() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms govern your use of Skywatch, a public website for browsing, searching and reporting UFO sightings.
        By using Skywatch you accept these terms. If you do not accept them, please do not use the site.
      </p>

      <h2 className="h4 mt-4">Who may use Skywatch</h2>
      <p>
        You must be at least {MINIMUM_AGE} years old to use Skywatch. By using it you confirm that you meet this age
        requirement.
      </p>

      <h2 className="h4 mt-4">Reporting sightings</h2>
      <p>
        When you submit a report, you promise that it describes, honestly and to the best of your knowledge, something
        you actually saw, and that you have the right to share every file you upload. Hoax or joke reports will be
        ignored and may be removed. We review reports before publishing them and may edit, decline or remove any report
        at our discretion, for example to protect someone's privacy.
      </p>
      <p>
        You keep ownership of what you submit. You give Skywatch a worldwide, royalty-free, non-exclusive licence to
        store, display, summarize, reproduce and distribute your report and its files as part of the service and its
        promotion, for as long as the report is kept.
      </p>

      <h2 className="h4 mt-4">Acceptable use</h2>
      <ul>
        <li>Do not upload unlawful, harmful, hateful or sexually explicit material.</li>
        <li>Do not include other people's personal information without their permission.</li>
        <li>Do not interfere with the site, probe it for weaknesses, or overload it with automated requests.</li>
        <li>Do not copy the collection in bulk or present it as your own.</li>
      </ul>

      <h2 className="h4 mt-4">Content on Skywatch</h2>
      <p>
        Reports are written by members of the public. We do not verify what a sighting was, and nothing on Skywatch is a
        statement of fact by us. Summaries and labels may be generated automatically and can contain mistakes. Use the
        information at your own judgement.
      </p>

      <h2 className="h4 mt-4">Staff accounts</h2>
      <p>
        Staff accounts are personal. Keep your password secret and tell us at once if you think someone else has used
        your account.
      </p>

      <h2 className="h4 mt-4">No warranty</h2>
      <p>
        Skywatch is provided "as is" and "as available", without warranties of any kind, whether express or implied,
        including fitness for a particular purpose and uninterrupted or error-free operation.
      </p>

      <h2 className="h4 mt-4">Limitation of liability</h2>
      <p>
        To the fullest extent the law allows, Skywatch and the people who run it are not liable for any indirect,
        incidental, special or consequential damages arising from your use of the site. Our total liability for any
        claim relating to Skywatch is limited to the greater of one dollar (US $1) or the amount you paid us in the
        month before the claim arose.
      </p>

      <h2 className="h4 mt-4">Ending access</h2>
      <p>
        We may suspend or end access to Skywatch for anyone who breaks these terms. We may also change or discontinue
        the service at any time.
      </p>

      <h2 className="h4 mt-4">Governing law</h2>
      <p>
        These terms are governed by the laws of the State of Oregon, United States, without regard to its
        conflict-of-law rules. Any dispute will be heard by the courts located in Oregon.
      </p>

      <h2 className="h4 mt-4">Changes to these terms</h2>
      <p>
        We may update these terms from time to time. The date at the top of this page shows when they were last changed.
        Continuing to use Skywatch after a change means you accept the updated terms. How we handle information is
        described in our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </LegalPage>
  );
}
