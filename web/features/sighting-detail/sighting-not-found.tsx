/** What a failed fetch of the sighting shows: 'Sighting Not Found'. */
export function SightingNotFound() {
  return (
    <section className="card text-center my-4" aria-labelledby="sighting-not-found-title">
      <div className="card-body py-5">
        <i className="bi bi-question-octagon display-4 text-secondary" aria-hidden="true" />
        <h1 id="sighting-not-found-title" className="h3 mt-3">
          Sighting Not Found
        </h1>
        <p className="mb-0">The sighting you are looking for does not exist or is not approved.</p>
      </div>
    </section>
  );
}
