import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { followPagePath } from '../../../../common/pages/page-table.ts';

/**
 * The witness's private follow link, shown once: only its hash is stored, so it cannot be shown
 * again. With it they see whether their report is published and can add media or withdraw it.
 */
export function FollowLink({ token }: { token: string }) {
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${followPagePath(token)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page or a refusal): the link stays there to copy by hand.
    }
  };
  return (
    <div className="alert alert-info" role="note" aria-labelledby="report-follow-title">
      <p id="report-follow-title" className="fw-semibold mb-1">
        Your private follow link
      </p>
      <p className="mb-2">
        See whether your report is published, add photos or videos, or withdraw it while it awaits review:{' '}
        <a href={url} target="_blank" rel="noreferrer" className="text-break">
          {url}
        </a>
      </p>
      <p className="small mb-2">Keep it to yourself and save it now: it is shown only this once.</p>
      <Button variant="outline-primary" size="sm" onClick={() => void copy()}>
        <i className={`bi ${copied ? 'bi-clipboard-check' : 'bi-clipboard'} me-1`} aria-hidden="true" />
        {copied ? 'Link Copied' : 'Copy Link'}
      </Button>
    </div>
  );
}
