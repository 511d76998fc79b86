import type { ToastRequest } from '../../lib/toast.tsx';

/** The administration's toast titles and messages, word for word. */
export const ADMIN_TOASTS = {
  notFound: { title: 'Sighting Not Found', message: 'This sighting does not appear to exist.' },
  searchFailed: {
    title: 'Internal Error',
    message: 'Could not search for sighting at this time. Please try again later.',
  },
  updateFailed: { title: 'Internal Error', message: 'Could not update sighting at this time. Please try again later.' },
  deleteFailed: { title: 'Internal Error', message: 'Could not delete sighting at this time. Please try again later.' },
  hyperparametersFailed: {
    title: 'Internal Error',
    message: 'Could not update hyperparameters at this time. Please try again later.',
  },
  hyperparametersUpdated: {
    title: 'Hyperparameters Updated',
    message: 'Hyperparameters have been updated.',
    variant: 'success',
  },
  activitiesFailed: {
    title: 'An Error Occurred',
    message: 'Could not retrieve activities this time. Please try again later.',
  },
  mergeFailed: { title: 'Internal Error', message: 'Could not merge sighting at this time. Please try again later.' },
  uptimeFailed: { title: 'Internal Error', message: 'Could not retrieve uptime.' },
  informationFailed: { title: 'Internal Error', message: 'Could not retrieve system information.' },
} satisfies Record<string, ToastRequest>;

export function sightingUpdatedToast(id: string): ToastRequest {
  return { title: 'Sighting Updated', message: `Sighting ${id} has been updated.`, variant: 'success' };
}

export function sightingDeletedToast(id: string): ToastRequest {
  return { title: 'Sighting Deleted', message: `Sighting ${id} has been deleted.`, variant: 'success' };
}

export function sightingMergedToast(id: string, targetId: string): ToastRequest {
  return { title: 'Sighting Merged', message: `Sighting ${id} has been merged into ${targetId}.`, variant: 'success' };
}
