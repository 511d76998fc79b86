import { TitledCard } from '../../../lib/titled-card.tsx';

/** The Detailed Description card; the text keeps the reporter's line breaks. */
export function DescriptionCard({ description }: { description: string | null }) {
  const text = description?.trim();
  return (
    <TitledCard title="Detailed Description" titleId="sighting-description-title">
      <p className={`mb-0 sighting-description${text ? '' : ' text-body-secondary'}`}>
        {text || 'Detailed description not provided'}
      </p>
    </TitledCard>
  );
}
