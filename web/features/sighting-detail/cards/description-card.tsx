/** The Detailed Description card; the text keeps the reporter's line breaks. */
export function DescriptionCard({ description }: { description: string | null }) {
  const text = description?.trim();
  return (
    <section className="card mb-4" aria-labelledby="sighting-description-title">
      <h2 id="sighting-description-title" className="card-header h5">
        Detailed Description
      </h2>
      <div className="card-body">
        <p className={`mb-0 sighting-description${text ? '' : ' text-body-secondary'}`}>
          {text || 'Detailed description not provided'}
        </p>
      </div>
    </section>
  );
}
