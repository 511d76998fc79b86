import type { SkyCandidate } from '../../../common/schemas/sky.ts';

/** The bodies a light in the sky could have been, each with its plain reason; never a verdict. */
export function SkyCandidates({ candidates }: { candidates: SkyCandidate[] }) {
  if (candidates.length === 0) {
    return <p className="mb-0">No body bright enough to be taken for a light was above the horizon.</p>;
  }
  return (
    <ul className="list-unstyled mb-0 sky-candidates">
      {candidates.map((candidate) => (
        <li key={candidate.name} className="mb-2">
          <strong>{candidate.name}</strong>
          {candidate.likely && <span className="badge text-bg-warning ms-2">Possible explanation</span>}
          <div className="small">{candidate.reason}</div>
        </li>
      ))}
    </ul>
  );
}
