type Submitted = { submitted: string };

/** True when `candidate` was submitted after the one held (or nothing is held yet). */
export function isNewerSighting(candidate: Submitted, held: Submitted | null): boolean {
  if (!held) return true;
  const candidateTime = Date.parse(candidate.submitted);
  const heldTime = Date.parse(held.submitted);
  if (Number.isNaN(candidateTime)) return false;
  return Number.isNaN(heldTime) || candidateTime > heldTime;
}
