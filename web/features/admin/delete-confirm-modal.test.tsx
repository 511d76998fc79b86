// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { DeleteConfirmModal } from './delete-confirm-modal.tsx';
import { deleteReasonErrorOf } from './delete-reason.ts';
import type { Administration } from './use-administration.ts';

/** The parts of the administration screen the confirmation uses, with the reason kept in state. */
function Confirmation({ pending, onDelete }: { pending: boolean; onDelete: (reason: string | null) => void }) {
  const [reason, setReason] = useState<string | null>(pending ? '' : null);
  const admin = {
    search: { id: 'ab12cd34', status: 'found', editing: true },
    editor: { id: 'ab12cd34' },
    confirmingDelete: true,
    cancelDelete: () => undefined,
    deleting: false,
    deleteReason: reason,
    setDeleteReason: setReason,
    confirmDelete: () => {
      if (reason === null || !deleteReasonErrorOf(reason)) onDelete(reason);
    },
  } as unknown as Administration;
  return <DeleteConfirmModal admin={admin} />;
}

const dialog = () => screen.getByRole('dialog', { name: 'Are You Sure?' });

describe('the delete confirmation', () => {
  it("keeps the spec's words and asks no reason for a public sighting", async () => {
    const onDelete = vi.fn();
    renderScreen(<Confirmation pending={false} onDelete={onDelete} />);
    expect(dialog().textContent).toContain('This action will delete sighting ab12cd34 from the system.');
    expect(dialog().textContent).toContain('This action is immediate and irreversible.');
    expect(within(dialog()).queryByRole('textbox')).toBeNull();
    await userEvent.setup().click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(null);
  });

  it('requires the reason a pending report is not published, which its witness reads', async () => {
    const onDelete = vi.fn();
    renderScreen(<Confirmation pending onDelete={onDelete} />);
    const user = userEvent.setup();
    const reason = within(dialog()).getByRole('textbox', { name: 'Why is this report not published?' });
    expect(within(dialog()).getByText('The witness reads this on their follow page.')).toBeDefined();
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(within(dialog()).getByText(/Write why this report is not published/)).toBeDefined();
    expect(reason.getAttribute('aria-invalid')).toBe('true');

    await user.type(reason, 'A lantern, seen from the photo.');
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('A lantern, seen from the photo.');
  });
});
