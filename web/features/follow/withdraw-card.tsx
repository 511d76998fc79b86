import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { TitledCard } from '../../lib/titled-card.tsx';

interface WithdrawCardProps {
  withdrawing: boolean;
  onWithdraw: () => void;
}

/** Withdrawing a pending report, after a confirmation: it leaves the review queue for good. */
export function WithdrawCard({ withdrawing, onWithdraw }: WithdrawCardProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <TitledCard title="Withdraw Report" titleId="follow-withdraw-title">
        <p>Changed your mind? While your report waits for review you can withdraw it, and it will not be published.</p>
        <Button variant="outline-danger" onClick={() => setConfirming(true)}>
          Withdraw Report
        </Button>
      </TitledCard>
      {/* The dialog renders outside the card, at the end of the page. */}
      <Modal show={confirming} onHide={() => setConfirming(false)} centered aria-labelledby="withdraw-confirm-title">
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="withdraw-confirm-title" className="h5">
            Withdraw your report?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>It will not be published, and this cannot be undone.</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Close
          </Button>
          <Button
            variant="danger"
            disabled={withdrawing}
            onClick={() => {
              setConfirming(false);
              onWithdraw();
            }}
          >
            Withdraw
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
